import styles from './provably-fair.module.css';

/** One figure of a replayed round: a label over its value, in the outcome's description list. */
export function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
