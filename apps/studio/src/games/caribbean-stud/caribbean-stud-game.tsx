import { useMemo } from 'react';
import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { Paytable } from '../shared/paytable';
import { readView } from '../shared/params';
import { chipValues } from '../shared-table/bet-slip';
import { BetSpot } from '../shared-table/bet-spot';
import {
  caribbeanStudViewSchema,
  RAISE_PAYTABLE,
  resultOf,
  returnsBySpot,
  SPOTS,
  stakeOfSpot,
  type SpotType,
} from './caribbean-stud-view';
import { StudSeats } from './stud-seats';
import styles from './caribbean-stud.module.css';

/** Ten cards arrive, one deal step apart: the player's five, the dealer's up card and four face down. */
const DEAL_MS = 1_500;
/** The dealer's four hole cards turn over. */
const SHOWDOWN_MS = 900;

export function CaribbeanStudGame() {
  const { t } = useI18n();
  const { amount } = useMoney();
  const { round, revealed, busy, act, play, stake, session } = useGame();
  const chips = useMemo(() => chipValues(session.min_stake, session.max_stake), [session.min_stake, session.max_stake]);
  const view = readView(round, 'caribbean-stud', caribbeanStudViewSchema);
  const deciding = round?.status === 'open' && view?.phase === 'decision';
  const settled = view?.phase === 'settled' && revealed;
  const result = settled ? resultOf(view) : undefined;
  // A finished round stays on the felt until the next deal; its bets show only while the stake is still its ante.
  const showsRound = deciding || (settled && stakeOfSpot(view, 'ante') === stake);
  const returns = showsRound && settled ? returnsBySpot(view) : undefined;
  const raise = view?.raise ?? stake * 2;

  const status = !view
    ? t('caribbeanStud.intro')
    : deciding
      ? revealed
        ? t('caribbeanStud.decide', { hand: t(`caribbeanStud.hand.${view.player_hand}`) })
        : ''
      : result
        ? t(`caribbeanStud.result.${result}`)
        : '';

  const stakeOf = (spot: SpotType) =>
    spot === 'ante' ? (showsRound ? stakeOfSpot(view, 'ante') : stake) : showsRound ? stakeOfSpot(view, 'raise') : 0;
  const pays = (spot: SpotType) =>
    spot === 'ante'
      ? t('tables.toOne', { pays: 1 })
      : t('caribbeanStud.raisePays', { pays: (view?.paytable ?? RAISE_PAYTABLE)[0]!.pays });

  const stage = (
    <div className={styles.table}>
      <StudSeats view={view} roundId={round?.id} revealed={revealed} />
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
      <div className={styles.spots}>
        {SPOTS.map((spot) => (
          <BetSpot
            key={spot}
            name={t(`caribbeanStud.bet.${spot}`)}
            pays={pays(spot)}
            stake={stakeOf(spot)}
            returned={returns?.get(spot)}
            chips={chips}
            winning={(returns?.get(spot) ?? 0) > 0}
            // The ante is the stake control's; the raise is made with the button. The spots only show the bets.
            disabled
            onPlace={() => undefined}
            className={spot === 'ante' ? styles.anteSpot : styles.raiseSpot}
          />
        ))}
      </div>
    </div>
  );

  const action = deciding ? (
    <div className={styles.actions}>
      <Button disabled={busy || !revealed} onClick={() => void act('fold', {}, SHOWDOWN_MS)}>
        {t('caribbeanStud.fold')}
      </Button>
      <Button variant="gold" disabled={busy || !revealed} onClick={() => void act('raise', {}, SHOWDOWN_MS)}>
        {t('caribbeanStud.raise', { amount: amount(raise) })}
      </Button>
    </div>
  ) : (
    <Button variant="primary" block disabled={busy || !revealed} onClick={() => void play({}, DEAL_MS)}>
      {t('caribbeanStud.deal')}
    </Button>
  );

  const paytable = view?.paytable ?? RAISE_PAYTABLE;
  return (
    <GameLayout
      stage={stage}
      stakeLocked={deciding}
      action={action}
      paytable={
        <Paytable
          headings={[t('caribbeanStud.handColumn'), t('caribbeanStud.raiseColumn')]}
          rows={paytable.map((row) => [t(`caribbeanStud.hand.${row.hand}`), t('tables.toOne', { pays: row.pays })])}
        />
      }
    />
  );
}
