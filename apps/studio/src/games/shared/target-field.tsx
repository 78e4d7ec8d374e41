import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../lib/i18n/i18n-context';
import { formatPlainAmount } from '../../lib/money/format-amount';
import { parseTarget } from '../limbo/limbo-choice';
import styles from './target-field.module.css';

const PRESETS = [150, 200, 1000, 10_000];

type TargetFieldProps = {
  readonly label: string;
  readonly hundredths: number;
  readonly onChange: (hundredths: number) => void;
  readonly disabled?: boolean;
};

/** A multiplier typed with two decimals (limbo's target, crash's auto cash-out), with a few one-tap presets. */
export function TargetField({ label, hundredths, onChange, disabled }: TargetFieldProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const [text, setText] = useState(() => formatPlainAmount(hundredths, 2, locale));
  const valid = parseTarget(text) !== undefined;
  const set = (next: number) => {
    setText(formatPlainAmount(next, 2, locale));
    onChange(next);
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.box}>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={!valid}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = parseTarget(event.target.value);
            if (parsed !== undefined) onChange(parsed);
          }}
        />
        <span className={styles.times}>×</span>
      </div>
      <div className={styles.presets}>
        {PRESETS.map((preset) => (
          <Button key={preset} disabled={disabled} onClick={() => set(preset)}>
            {`${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(preset / 100)}×`}
          </Button>
        ))}
      </div>
      {!valid && <p className={styles.error}>{t('error.validation')}</p>}
    </div>
  );
}
