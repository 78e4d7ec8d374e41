import { useI18n } from '../../lib/i18n/i18n-context';
import { useGame } from '../../features/session/game-context';
import type { SlipEntry } from '../shared-table/bet-slip';
import { Chip } from '../shared-table/chip';
import { chipLabel, chipTier } from '../shared-table/chip-labels';
import type { RouletteBet } from './roulette-bets';
import styles from './roulette-board.module.css';

/** What the board needs to know about the slip: the chips on it, how they did, and how to add one. */
export type BoardBets = {
  readonly entries: readonly SlipEntry<RouletteBet>[];
  /** Returns per position once a spin has settled; undefined while betting. */
  readonly returns: ReadonlyMap<string, number> | undefined;
  readonly chips: readonly number[];
  readonly interactive: boolean;
  readonly onPlace: (bet: RouletteBet) => void;
};

/** The chip stack on one position, lit when it paid, dimmed when it lost. */
export function StakeMark({ betKey, entries, returns, chips }: BoardBets & { betKey: string }) {
  const { locale } = useI18n();
  const { session } = useGame();
  const entry = entries.find((candidate) => candidate.key === betKey);
  if (!entry) return null;
  const returned = returns?.get(betKey);
  const state = returned === undefined ? undefined : returned > 0 ? styles.paid : styles.lost;
  return (
    <span className={[styles.stack, state].filter(Boolean).join(' ')} aria-hidden="true">
      <Chip label={chipLabel(entry.stake, session.currency_exponent, locale)} tier={chipTier(entry.stake, chips)} />
      {returned !== undefined && returned > 0 && (
        <span className={styles.paidAmount}>+{chipLabel(returned, session.currency_exponent, locale)}</span>
      )}
    </span>
  );
}
