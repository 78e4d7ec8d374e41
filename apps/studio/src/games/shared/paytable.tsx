import styles from './paytable.module.css';

/** A plain two-or-more column paytable for the rules panel: first column is the outcome, the rest what it pays. */
export function Paytable({ headings, rows }: { headings: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.join('|')}>
            {row.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
