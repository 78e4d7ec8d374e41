import { useId } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import { MODE_NAMES } from './roulette-labels';
import { INSIDE_MODES, type InsideMode } from './roulette-layout';
import styles from './roulette.module.css';

/**
 * Which inside bet a tap on the numbers lays. Phones have no room for chips on the thin lines between numbers, so
 * each mode shows its own large targets instead.
 */
export function ModePicker({ value, onChange }: { value: InsideMode; onChange: (mode: InsideMode) => void }) {
  const { t } = useI18n();
  const name = useId();
  return (
    <fieldset className={styles.modes}>
      <legend className={styles.legend}>{t('roulette.betType')}</legend>
      <div className={styles.modeGroup}>
        {INSIDE_MODES.map((mode) => (
          <label key={mode} className={styles.mode}>
            <input type="radio" name={name} checked={mode === value} onChange={() => onChange(mode)} />
            <span>{t(MODE_NAMES[mode])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
