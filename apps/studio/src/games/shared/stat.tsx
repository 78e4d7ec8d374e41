import type { ReactNode } from 'react';
import styles from './stat.module.css';

/** A labelled figure (multiplier, win chance …) in the controls panel. */
export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.stat}>
      <span className={styles.label}>{label}</span>
      <output className={styles.value}>{value}</output>
    </div>
  );
}

export function Stats({ children }: { children: ReactNode }) {
  return <div className={styles.stats}>{children}</div>;
}
