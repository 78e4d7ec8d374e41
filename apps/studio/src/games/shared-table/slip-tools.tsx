import { Button } from '../../components/ui/button';
import { useMoney } from '../../features/chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import { Stat, Stats } from '../shared/stat';
import type { BetSlip } from './use-bet-slip';
import styles from './table-controls.module.css';

/** What the tools read and change of a slip (a live table's slip, which never opens a round itself, has it too). */
export type SlipToolsSlip<Bet extends object> = Pick<
  BetSlip<Bet>,
  'placements' | 'total' | 'refusal' | 'undo' | 'clear' | 'repeat' | 'canRepeat'
>;

/** Undo, clear and repeat of a bet slip, the total it stakes, and why a chip was refused. */
export function SlipTools<Bet extends object>({ slip, disabled }: { slip: SlipToolsSlip<Bet>; disabled: boolean }) {
  const { t } = useI18n();
  const { amount } = useMoney();
  return (
    <>
      <div className={styles.tools}>
        <Button disabled={disabled || slip.placements.length === 0} onClick={slip.undo}>
          {t('tables.undo')}
        </Button>
        <Button disabled={disabled || slip.placements.length === 0} onClick={slip.clear}>
          {t('tables.clear')}
        </Button>
        <Button disabled={disabled || !slip.canRepeat} onClick={slip.repeat}>
          {t('tables.repeat')}
        </Button>
      </div>
      <Stats>
        <Stat label={t('tables.totalStake')} value={amount(slip.total)} />
      </Stats>
      {slip.refusal && (
        <p className={styles.refusal} role="alert">
          {t(slip.refusal === 'max-stake' ? 'tables.refusedMax' : 'tables.refusedCount')}
        </p>
      )}
    </>
  );
}
