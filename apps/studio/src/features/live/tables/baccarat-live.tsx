import { useI18n } from '../../../lib/i18n/i18n-context';
import { useGame } from '../../session/game-context';
import { Paytable } from '../../../games/shared/paytable';
import { ChipTray } from '../../../games/shared-table/chip-tray';
import { handName } from '../../../games/shared-table/cards';
import { SlipTools } from '../../../games/shared-table/slip-tools';
import {
  cardsInView,
  dealOrder,
  paytableRows,
  readBaccaratParams,
  tableArc,
  type BaccaratBet,
} from '../../../games/baccarat/baccarat-bets';
import { BaccaratSpots } from '../../../games/baccarat/baccarat-spots';
import baccaratStyles from '../../../games/baccarat/baccarat.module.css';
import { useLive } from '../live-context';
import { LiveLayout } from '../live-layout';
import { readOutcome, type OutcomeOf } from '../live-outcome';
import { useLiveSlip } from '../use-live-slip';
import { cardTurning } from './card-timing';
import { TurnedCard } from './turned-card';
import { UnplacedNotice } from './unplaced-notice';
import styles from './live-tables.module.css';

const spotKey = (bet: BaccaratBet) => bet.type;

/**
 * Live baccarat: when betting closes the dealer lays two cards face down for each hand; the result turns them in
 * shoe order (player, banker, player, banker, then any third cards), the last one as the reveal ends.
 */
export function BaccaratLive() {
  const { t } = useI18n();
  const { session } = useGame();
  const live = useLive();
  const params = readBaccaratParams(session.game.params);
  const slip = useLiveSlip<BaccaratBet>(spotKey);
  const outcome = live.phase === 'result' ? readOutcome('baccarat', live.state.round.outcome) : undefined;

  return (
    <LiveLayout
      device={<BaccaratCards outcome={outcome} dealt={live.phase !== 'betting'} />}
      board={
        <div className={styles.spotsBoard}>
          <BaccaratSpots
            params={params}
            slip={slip}
            returns={undefined}
            winner={outcome && live.revealed ? outcome.winner : undefined}
            interactive={slip.open}
          />
        </div>
      }
      chips={<ChipTray chips={slip.chips} value={slip.chip} onChange={slip.setChip} disabled={!slip.open} />}
      controls={
        <>
          <p className={styles.arc}>{tableArc(params, t)}</p>
          <SlipTools slip={slip} disabled={!slip.open} />
        </>
      }
      notice={slip.unplaced && <UnplacedNotice />}
      bet={slip.bet}
      paytable={<Paytable headings={[t('roulette.bet'), t('rules.pays')]} rows={paytableRows(params, t)} />}
    />
  );
}

type BaccaratCardsProps = {
  readonly outcome: OutcomeOf<'baccarat'> | undefined;
  /** Betting has closed: the first cards lie face down until the result. */
  readonly dealt: boolean;
};

function BaccaratCards({ outcome, dealt }: BaccaratCardsProps) {
  const { t } = useI18n();
  const live = useLive();
  const order = outcome ? dealOrder({ ...outcome, bets: [] }) : undefined;
  const turning = cardTurning(live.revealMs, outcome ? cardsInView({ ...outcome, bets: [] }) : 0);
  const side = (seat: 'player' | 'banker') => {
    const cards = outcome?.[seat];
    const won = live.revealed && outcome?.winner === seat;
    const label = `${t(`baccarat.bet.${seat}`)}${cards && live.revealed ? `: ${handName(cards, t)}` : ''}`;
    return (
      <section
        className={[baccaratStyles.hand, baccaratStyles[`${seat}Hand`], won && baccaratStyles.wonHand]
          .filter(Boolean)
          .join(' ')}
        aria-label={label}
      >
        <h2 className={baccaratStyles.seat}>{t(`baccarat.bet.${seat}`)}</h2>
        <div className={baccaratStyles.cards}>
          {cards
            ? cards.map((card, index) => (
                <TurnedCard
                  key={`${live.state.round.number}-${index}`}
                  card={card}
                  turnIndex={order?.[seat][index] ?? 0}
                  className={index === 2 ? baccaratStyles.thirdCard : undefined}
                />
              ))
            : dealt
              ? [0, 1].map((index) => <TurnedCard key={index} card={undefined} turnIndex={0} />)
              : [0, 1].map((index) => <span key={index} className={baccaratStyles.slot} />)}
        </div>
        <div className={baccaratStyles.badges}>
          {live.revealed && outcome && <span className={baccaratStyles.total}>{outcome[`${seat}_total`]}</span>}
          {live.revealed && outcome?.[`${seat}_pair`] && (
            <span className={baccaratStyles.pair}>{t('baccarat.pair')}</span>
          )}
        </div>
      </section>
    );
  };
  return (
    <div className={`${baccaratStyles.hands} ${styles.cardTable}`} style={turning}>
      {side('player')}
      {side('banker')}
    </div>
  );
}
