import { useI18n } from '../../../lib/i18n/i18n-context';
import { BetSpot } from '../../../games/shared-table/bet-spot';
import { ChipTray } from '../../../games/shared-table/chip-tray';
import { SlipTools } from '../../../games/shared-table/slip-tools';
import { useLive } from '../live-context';
import { LiveLayout } from '../live-layout';
import { readDeal, readOutcome } from '../live-outcome';
import { useLiveSlip } from '../use-live-slip';
import { BlackjackLiveFelt } from './blackjack-live-felt';
import { BlackjackMoves } from './blackjack-moves';
import { MAIN_BET, mainKey, readSeat, type MainBet } from './blackjack-seat';
import { UnplacedNotice } from './unplaced-notice';
import layoutStyles from '../live-layout.module.css';
import styles from './live-tables.module.css';

/**
 * Live blackjack, a hand table: every seat stakes one hand, and when betting closes all are dealt the same two cards
 * against one dealer. Each seat then hits, stands, doubles or splits its own hand before the window ends (its own
 * cards from then on); the result turns the dealer's hole card and draw, and settles every hand against them.
 */
export function BlackjackLive() {
  const { t } = useI18n();
  const live = useLive();
  const slip = useLiveSlip<MainBet>(mainKey);
  const { round, myBet } = live.state;
  const deal = live.phase === 'betting' ? undefined : readDeal('blackjack', round.deal);
  const outcome = live.phase === 'result' ? readOutcome('blackjack', round.outcome) : undefined;
  const seated = myBet !== null && myBet.status !== 'void';
  const seat = seated ? readSeat(myBet.hand) : undefined;
  const settled = seated && myBet.status === 'settled' && live.revealed ? myBet : undefined;
  return (
    <LiveLayout
      device={<BlackjackLiveFelt deal={deal} outcome={outcome} seat={seat} />}
      board={
        <div className={`${styles.spotsBoard} ${styles.blackjackBoard}`}>
          <BetSpot
            name={t('blackjack.live.spot')}
            pays={t('blackjack.live.spotPays')}
            stake={seated ? myBet.stake : slip.total}
            returned={settled ? (settled.win ?? 0) : undefined}
            chips={slip.chips}
            winning={(settled?.win ?? 0) > 0}
            disabled={!slip.open}
            onPlace={() => slip.place({ key: mainKey(MAIN_BET), bet: MAIN_BET, amount: slip.chip })}
          />
        </div>
      }
      chips={<ChipTray chips={slip.chips} value={slip.chip} onChange={slip.setChip} disabled={!slip.open} />}
      controls={
        <>
          <p className={styles.arc}>{t('blackjack.live.arc')}</p>
          <SlipTools slip={slip} disabled={!slip.open} />
        </>
      }
      notice={
        slip.unplaced ? (
          <UnplacedNotice />
        ) : (
          live.phase === 'closed' && !seated && <p className={layoutStyles.unplaced}>{t('blackjack.live.watching')}</p>
        )
      }
      // A hand's stake is all the choice there is.
      bet={slip.total > 0 ? { stake: slip.total, choice: {} } : undefined}
      action={live.phase === 'closed' && seated ? <BlackjackMoves seat={seat} /> : undefined}
      problemWording={live.phase === 'closed' ? { 'insufficient-funds': 'blackjack.live.cannotAfford' } : undefined}
    />
  );
}
