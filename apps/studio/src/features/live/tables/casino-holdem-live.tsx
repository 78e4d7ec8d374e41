import { ChipTray } from '../../../games/shared-table/chip-tray';
import { SlipTools } from '../../../games/shared-table/slip-tools';
import { stakeOn } from '../../../games/shared-table/bet-slip';
import type { HoldemBet, SpotType } from '../../../games/casino-holdem/casino-holdem-bets';
import { CasinoHoldemPaytable } from '../../../games/casino-holdem/casino-holdem-paytable';
import { CasinoHoldemSpots } from '../../../games/casino-holdem/casino-holdem-spots';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useLive } from '../live-context';
import { DECISION_TABLES, decisionStance } from '../live-decision';
import { LiveLayout } from '../live-layout';
import { readDeal, readOutcome } from '../live-outcome';
import { useLiveSlip } from '../use-live-slip';
import { CasinoHoldemHands } from './casino-holdem-hands';
import { CasinoHoldemResult } from './casino-holdem-result';
import { callFor, returnsOnSpots, seatReturns, slipAnte } from './casino-holdem-returns';
import { PlayOrFold } from './play-or-fold';
import { UnplacedNotice } from './unplaced-notice';
import layoutStyles from '../live-layout.module.css';
import styles from './live-tables.module.css';

const spotKey = (bet: HoldemBet) => bet.type;

/**
 * Live Casino Hold'em, a decision table: every seat bets an ante on the same hand. When betting closes the player's
 * two cards and the flop are turned for all, and each seat with a bet calls (twice the ante) or folds before the
 * window ends; the result turns the turn, the river and the dealer's cards and settles each seat by its decision.
 */
export function CasinoHoldemLive() {
  const { t } = useI18n();
  const live = useLive();
  const slip = useLiveSlip<HoldemBet>(spotKey);
  const { round, myBet } = live.state;
  const deal = live.phase === 'closed' ? readDeal('casino-holdem', round.deal) : undefined;
  const outcome = live.phase === 'result' ? readOutcome('casino-holdem', round.outcome) : undefined;
  const paytable = (outcome ?? deal)?.paytable;
  const stance = decisionStance(live.state, live.phase);
  const settled = outcome && live.revealed && myBet?.status === 'settled' ? myBet : undefined;
  const returns = outcome && settled ? seatReturns(outcome, settled) : undefined;
  // The call is never laid from the tray: it is staked by the decision.
  const stakeOf = (spot: SpotType) => (spot === 'call' ? (myBet?.decision_stake ?? 0) : stakeOn(slip.placements, spot));

  const action =
    stance === 'undecided' || stance === 'played' || stance === 'folded' ? (
      <PlayOrFold
        stance={stance}
        hand={deal && t(`caribbeanStud.hand.${deal.player_hand}`)}
        stake={callFor(myBet ? (slipAnte(myBet.choice) ?? 0) : 0)}
        words={DECISION_TABLES['casino-holdem'].words}
      />
    ) : undefined;

  return (
    <LiveLayout
      device={<CasinoHoldemHands deal={deal} outcome={outcome} />}
      board={
        <div className={`${styles.spotsBoard} ${styles.holdemBoardFelt}`}>
          <CasinoHoldemSpots
            stakeOf={stakeOf}
            returns={returns && returnsOnSpots(returns)}
            paytable={paytable}
            chips={slip.chips}
            chip={slip.chip}
            open={slip.open}
            onPlace={slip.place}
          />
          <div className={styles.feltPaytable}>
            <CasinoHoldemPaytable paytable={paytable} />
          </div>
        </div>
      }
      chips={<ChipTray chips={slip.chips} value={slip.chip} onChange={slip.setChip} disabled={!slip.open} />}
      controls={
        <>
          <p className={styles.arc}>{t('casinoHoldem.arc')}</p>
          {/* First in the panel once out: the docked chips and button must not cover the total. */}
          {outcome && settled && <CasinoHoldemResult outcome={outcome} bet={settled} />}
          <SlipTools slip={slip} disabled={!slip.open} />
        </>
      }
      notice={
        slip.unplaced ? (
          <UnplacedNotice />
        ) : (
          stance === 'watching' && <p className={layoutStyles.unplaced}>{t('casinoHoldem.live.watching')}</p>
        )
      }
      bet={slip.bet}
      action={action}
      problemWording={
        live.phase === 'closed' ? { 'insufficient-funds': 'casinoHoldem.live.cannotAffordCall' } : undefined
      }
      paytable={<CasinoHoldemPaytable paytable={paytable} />}
    />
  );
}
