import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { stakeOn } from '../../../games/shared-table/bet-slip';
import { ChipTray } from '../../../games/shared-table/chip-tray';
import { SlipTools } from '../../../games/shared-table/slip-tools';
import { hasAnte, type SpotType, type ThreeCardPokerBet } from '../../../games/three-card-poker/three-card-poker-bets';
import { ThreeCardPokerPaytable } from '../../../games/three-card-poker/three-card-poker-paytable';
import { ThreeCardPokerSpots } from '../../../games/three-card-poker/three-card-poker-spots';
import { useLive } from '../live-context';
import { DECISION_TABLES, decisionStance } from '../live-decision';
import { LiveLayout } from '../live-layout';
import { readDeal, readOutcome } from '../live-outcome';
import { useLiveSlip } from '../use-live-slip';
import { ThreeCardPokerHands } from './three-card-poker-hands';
import { ThreeCardPokerResult } from './three-card-poker-result';
import { PlayOrFold } from './play-or-fold';
import { returnsOnSpots, seatReturns, slipStakes } from './three-card-poker-returns';
import { UnplacedNotice } from './unplaced-notice';
import layoutStyles from '../live-layout.module.css';
import styles from './live-tables.module.css';

const spotKey = (bet: ThreeCardPokerBet) => bet.type;

/**
 * Live Three Card Poker, a decision table: every seat bets an ante (and Pair Plus) on the same hand. When betting
 * closes the player's three cards are turned for all, and each seat with a bet plays or folds before the window
 * ends; the result turns the dealer's cards and settles each seat by its own decision.
 */
export function ThreeCardPokerLive() {
  const { t } = useI18n();
  const live = useLive();
  const slip = useLiveSlip<ThreeCardPokerBet>(spotKey);
  const { round, myBet } = live.state;
  const deal = live.phase === 'closed' ? readDeal('three-card-poker', round.deal) : undefined;
  const outcome = live.phase === 'result' ? readOutcome('three-card-poker', round.outcome) : undefined;
  const stance = decisionStance(live.state, live.phase);
  const settled = outcome && live.revealed && myBet?.status === 'settled' ? myBet : undefined;
  const returns = outcome && settled ? seatReturns(outcome, settled) : undefined;
  const spotReturns = returns ? returnsOnSpots(returns) : undefined;
  // The play bet is never laid from the tray: it is the ante matched, once the seat plays.
  const stakeOf = (spot: SpotType) => (spot === 'play' ? (myBet?.decision_stake ?? 0) : stakeOn(slip.placements, spot));

  const action =
    stance === 'undecided' || stance === 'played' || stance === 'folded' ? (
      <PlayOrFold
        stance={stance}
        hand={deal && t(`threeCardPoker.hand.${deal.player_hand}`)}
        stake={myBet ? (slipStakes(myBet.choice)?.ante ?? 0) : 0}
        words={DECISION_TABLES['three-card-poker'].words}
      />
    ) : slip.open && slip.placements.length > 0 && !hasAnte(slip.placements) ? (
      // The table takes no slip without an ante: Pair Plus alone deals no hand to decide on.
      <Button block disabled>
        {t('threeCardPoker.placeAnte')}
      </Button>
    ) : undefined;

  return (
    <LiveLayout
      device={<ThreeCardPokerHands deal={deal} outcome={outcome} />}
      board={
        <div className={`${styles.spotsBoard} ${styles.pokerBoard}`}>
          <ThreeCardPokerSpots
            stakeOf={stakeOf}
            returns={spotReturns}
            chips={slip.chips}
            chip={slip.chip}
            open={slip.open}
            onPlace={slip.place}
          />
        </div>
      }
      chips={<ChipTray chips={slip.chips} value={slip.chip} onChange={slip.setChip} disabled={!slip.open} />}
      controls={
        <>
          <p className={styles.arc}>{t('threeCardPoker.arc')}</p>
          {/* First in the panel once out: the docked chips and button must not cover the total. */}
          {outcome && settled && <ThreeCardPokerResult outcome={outcome} bet={settled} />}
          <SlipTools slip={slip} disabled={!slip.open} />
        </>
      }
      notice={
        slip.unplaced ? (
          <UnplacedNotice />
        ) : (
          stance === 'watching' && <p className={layoutStyles.unplaced}>{t('threeCardPoker.live.watching')}</p>
        )
      }
      bet={hasAnte(slip.placements) ? slip.bet : undefined}
      action={action}
      problemWording={
        live.phase === 'closed' ? { 'insufficient-funds': 'threeCardPoker.live.cannotAffordPlay' } : undefined
      }
      paytable={<ThreeCardPokerPaytable paytables={(outcome ?? deal)?.paytable} />}
    />
  );
}
