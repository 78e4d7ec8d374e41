import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { useMoney } from '../../features/chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { BetLevel } from './slot-bets';
import type { PayMode } from './slot-paytable-rows';
import styles from './slot.module.css';

type BetSelectorProps = {
  readonly levels: readonly BetLevel[];
  readonly index: number;
  readonly onChange: (index: number) => void;
  readonly disabled: boolean;
  readonly payMode: PayMode;
  readonly coinsPerBet: number;
};

/**
 * The bet: only the levels the title offers in this currency (coin value × coins per bet), stepped down and up.
 * Locked while a round runs, since free spins play at the bet that won them.
 */
export function BetSelector({ levels, index, onChange, disabled, payMode, coinsPerBet }: BetSelectorProps) {
  const { t } = useI18n();
  const { amount } = useMoney();
  const labelId = useId();
  const level = levels[index];
  if (!level) return <p className={styles.noBets}>{t('slot.noBets')}</p>;
  const detail =
    payMode.kind === 'lines'
      ? t('slot.betLines', { lines: payMode.lines, value: amount(level.coinValue) })
      : t('slot.betCoins', { coins: coinsPerBet, value: amount(level.coinValue) });
  return (
    <div className={styles.bet} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.betLabel}>
        {t('slot.bet')}
      </span>
      <div className={styles.betRow}>
        <Button
          className={styles.betStep}
          aria-label={t('slot.betLower')}
          disabled={disabled || index <= 0}
          onClick={() => onChange(index - 1)}
        >
          <span aria-hidden="true">−</span>
        </Button>
        <output className={styles.betValue} aria-live="polite">
          {amount(level.bet)}
        </output>
        <Button
          className={styles.betStep}
          aria-label={t('slot.betRaise')}
          disabled={disabled || index >= levels.length - 1}
          onClick={() => onChange(index + 1)}
        >
          <span aria-hidden="true">+</span>
        </Button>
      </div>
      <span className={styles.betDetail}>{detail}</span>
    </div>
  );
}
