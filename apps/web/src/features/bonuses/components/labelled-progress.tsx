import { useId, type ReactNode } from 'react';
import styles from './gifts.module.css';

/**
 * A progress line of a gift card: a real progressbar named by its label, with the words shown beside it (hidden
 * from screen readers) read out as its value text instead.
 */
export function LabelledProgress({
  label,
  shown,
  valueText,
  percent,
  full,
  children,
}: {
  label: string;
  shown: string;
  valueText: string;
  percent: number;
  full: boolean;
  children?: ReactNode;
}) {
  const labelId = useId();
  return (
    <div className={styles.progress}>
      <div className={styles.progressLine}>
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{shown}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
      >
        <span className={full ? `${styles.barFill} ${styles.full}` : styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      {children}
    </div>
  );
}
