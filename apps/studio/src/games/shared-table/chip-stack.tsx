import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { Chip } from './chip';
import { chipLabel, chipTier } from './chip-labels';
import styles from './chip-stack.module.css';

type ChipStackProps = {
  readonly stake: number;
  /** What the bet returned once settled: lit when it paid, dimmed when it lost. */
  readonly returned?: number;
  readonly chips: readonly number[];
};

/** The chips on a betting spot, with the amount it paid back above them. */
export function ChipStack({ stake, returned, chips }: ChipStackProps) {
  const { locale } = useI18n();
  const { session } = useGame();
  if (stake <= 0) return null;
  const state = returned === undefined ? undefined : returned > 0 ? styles.paid : styles.lost;
  const label = (amount: number) => chipLabel(amount, session.currency_exponent, locale);
  return (
    <span className={[styles.stack, state].filter(Boolean).join(' ')} aria-hidden="true">
      <Chip label={label(stake)} tier={chipTier(stake, chips)} />
      {returned !== undefined && returned > 0 && <span className={styles.paidAmount}>+{label(returned)}</span>}
    </span>
  );
}
