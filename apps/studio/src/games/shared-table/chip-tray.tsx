import { useId } from 'react';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMoney } from '../../features/chrome/use-money';
import { Chip } from './chip';
import { chipLabel } from './chip-labels';
import styles from './table-controls.module.css';

type ChipTrayProps = {
  readonly chips: readonly number[];
  readonly value: number;
  readonly onChange: (chip: number) => void;
  readonly disabled?: boolean;
};

/** The chip to lay next: a radio group drawn as chips, so arrow keys move along it and screen readers hear values. */
export function ChipTray({ chips, value, onChange, disabled }: ChipTrayProps) {
  const { t, locale } = useI18n();
  const { session } = useGame();
  const { amount } = useMoney();
  const name = useId();
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{t('tables.chip')}</legend>
      <div className={styles.tray}>
        {chips.map((chip, tier) => (
          <label key={chip} className={styles.trayChip}>
            <input
              type="radio"
              name={name}
              checked={chip === value}
              aria-label={amount(chip)}
              onChange={() => onChange(chip)}
            />
            <Chip label={chipLabel(chip, session.currency_exponent, locale)} tier={tier} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
