import styles from './spinner.module.css';

type SpinnerProps = { size?: number; className?: string };

/** Purely visual: pair it with a status text (visible or visually hidden) that says what is loading. */
export function Spinner({ size = 20, className }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.spinner} ${className}` : styles.spinner}
      style={{ width: size, height: size }}
    />
  );
}
