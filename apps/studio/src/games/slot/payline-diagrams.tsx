import type { SlotDefinition } from '@casino/game-engine';
import { useI18n } from '../../lib/i18n/i18n-context';
import styles from './slot.module.css';

const CELL = 8;
const GAP = 2;

/** Each payline as a small grid with its cells lit, numbered as the reels' win messages number them. */
export function PaylineDiagrams({ definition }: { definition: SlotDefinition }) {
  const { t } = useI18n();
  if (definition.pays.kind !== 'lines') return null;
  const { reels, rows } = definition.grid;
  const width = reels * (CELL + GAP) - GAP;
  const height = rows * (CELL + GAP) - GAP;
  return (
    <ol className={styles.lines}>
      {definition.pays.lines.map((line, index) => (
        <li key={index} className={styles.line}>
          <svg
            viewBox={`0 0 ${width} ${height}`}
            width={width * 1.5}
            height={height * 1.5}
            role="img"
            aria-label={t('slot.pt.line', { line: index + 1 })}
          >
            {Array.from({ length: reels }, (_, reel) =>
              Array.from({ length: rows }, (__, row) => (
                <rect
                  key={`${reel}:${row}`}
                  x={reel * (CELL + GAP)}
                  y={row * (CELL + GAP)}
                  width={CELL}
                  height={CELL}
                  rx={1.5}
                  className={line[reel] === row ? styles.lineCellOn : styles.lineCell}
                />
              )),
            )}
          </svg>
          <span aria-hidden="true">{index + 1}</span>
        </li>
      ))}
    </ol>
  );
}
