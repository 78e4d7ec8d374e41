import styles from './switch.module.css';

type SwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The visible label lives elsewhere; this names the control for screen readers. */
  label: string;
  onText: string;
  offText: string;
  id?: string;
};

/** An On/Off switch (role="switch"): one press flips it, and its state is spoken as on or off. */
export function Switch({ checked, onChange, label, onText, offText, id }: SwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className={styles.switch}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.text} aria-hidden="true">
        {checked ? onText : offText}
      </span>
    </button>
  );
}
