import { pokerHandOf, type Card as EngineCard } from '@casino/game-engine';
import type { CSSProperties } from 'react';
import type { HoldemHand } from '../../../games/casino-holdem/casino-holdem-bets';
import { handName, type Card } from '../../../games/shared-table/cards';
import pokerStyles from '../../../games/three-card-poker/three-card-poker.module.css';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useGame } from '../../session/game-context';
import { useLive } from '../live-context';
import type { DealOf, OutcomeOf } from '../live-outcome';
import { cardTurning } from './card-timing';
import { handLabel, TableHand, WINNING_SEAT } from './table-hand';
import { TurnedCard } from './turned-card';
import styles from './live-tables.module.css';

/** The player's two cards and the flop turn one after another as the window opens, quickly: the clock is running. */
const DEAL_TURN_MS = 1100;
const DEALT_AT_THE_DEAL = 5;
/** At the result the turn and the river turn first, then the dealer's two cards. */
const TURNED_AT_THE_RESULT = 4;
const FLOP = [0, 1, 2] as const;

const sameCard = (a: Card, b: Card) => a.rank === b.rank && a.suit === b.suit;

/** The player's hand on the flop alone, named while the turn and the river are still turning. */
const handOnTheFlop = (player: readonly Card[], flop: readonly Card[]): HoldemHand =>
  // The schema read every rank as 1..13, the engine's Rank.
  pokerHandOf([...player, ...flop] as EngineCard[]);

type HandsProps = {
  /** The shared deal while the seats decide. */
  readonly deal: DealOf<'casino-holdem'> | undefined;
  /** The round's outcome once the result is out: the turn, the river and the dealer's cards turn over the reveal. */
  readonly outcome: OutcomeOf<'casino-holdem'> | undefined;
};

/**
 * The dealer's two cards, the board and the player's two, the one hand every seat shares: laid face down when betting
 * closes, the player's and the flop turned for the decision, the turn, the river and the dealer's with the result.
 * Once the result is on screen the winning hand's best five are raised out of the rest.
 */
export function CasinoHoldemHands({ deal, outcome }: HandsProps) {
  const { t } = useI18n();
  const { motion } = useGame();
  const live = useLive();
  const dealt = live.phase !== 'betting';
  const shown = outcome !== undefined && live.revealed;
  const winner = shown ? WINNING_SEAT[outcome.showdown] : undefined;
  const best = winner === 'player' ? outcome?.player_best : winner === 'dealer' ? outcome?.dealer_best : undefined;
  const lit = (card: Card) => best?.some((other) => sameCard(card, other)) ?? false;
  // Kept for the round, so a card turned for the decision never turns again with the result.
  const atTheDeal = cardTurning(motion.reducedMotion ? 0 : DEAL_TURN_MS, DEALT_AT_THE_DEAL);
  const atTheResult = cardTurning(live.revealMs, TURNED_AT_THE_RESULT);

  const player = outcome?.player ?? deal?.player;
  const flop = outcome?.flop ?? deal?.flop;
  const playerHand = shown
    ? outcome.player_hand
    : (deal?.player_hand ?? (player && flop ? handOnTheFlop(player, flop) : undefined));
  const playerName = t('casinoHoldem.player');
  const playerText = playerHand && t(`caribbeanStud.hand.${playerHand}`);
  const dealerName = t('casinoHoldem.dealer');
  const dealerText = shown ? t(`caribbeanStud.hand.${outcome.dealer_hand}`) : undefined;

  return (
    <div className={`${styles.cardTable} ${styles.holdemTable}`}>
      <TableHand
        name={dealerName}
        label={handLabel(
          t,
          dealerName,
          shown && dealerText ? { cards: outcome.dealer, hand: dealerText } : undefined,
          dealt ? t('casinoHoldem.live.faceDown', { seat: dealerName }) : undefined,
        )}
        count={2}
        cards={outcome?.dealer}
        dealt={dealt}
        turning={atTheResult}
        firstTurn={2}
        hand={dealerText}
        note={shown && <Qualification qualifies={outcome.dealer_qualifies} />}
        won={winner === 'dealer'}
        lit={lit}
        className={styles.holdemDealer}
      />
      <Board
        flop={flop}
        later={outcome && [outcome.turn, outcome.river]}
        shown={shown}
        dealt={dealt}
        atTheDeal={atTheDeal}
        atTheResult={atTheResult}
        lit={lit}
      />
      <TableHand
        name={playerName}
        label={handLabel(
          t,
          playerName,
          player && playerText ? { cards: player, hand: playerText } : undefined,
          dealt ? t('casinoHoldem.live.faceDown', { seat: playerName }) : undefined,
        )}
        count={2}
        cards={player}
        dealt={dealt}
        turning={atTheDeal}
        hand={playerText}
        won={winner === 'player'}
        lit={lit}
        className={styles.holdemPlayer}
      />
    </div>
  );
}

/** Whether the dealer's hand plays on: said beside its name, as the single-player stud table says it. */
function Qualification({ qualifies }: { qualifies: boolean }) {
  const { t } = useI18n();
  return (
    <span className={qualifies ? styles.qualifies : styles.noQualify}>
      {t(qualifies ? 'casinoHoldem.qualifies' : 'casinoHoldem.noQualify')}
    </span>
  );
}

type BoardProps = {
  readonly flop: readonly Card[] | undefined;
  /** The turn and the river, once the result is out. */
  readonly later: readonly [Card, Card] | undefined;
  readonly shown: boolean;
  readonly dealt: boolean;
  /** The flop turns with the player's cards, after them… */
  readonly atTheDeal: CSSProperties;
  /** … the turn and the river with the result, before the dealer's cards. */
  readonly atTheResult: CSSProperties;
  readonly lit: (card: Card) => boolean;
};

/** The five cards both hands share: the flop face up for the decision, the turn and the river with the result. */
function Board({ flop, later, shown, dealt, atTheDeal, atTheResult, lit }: BoardProps) {
  const { t } = useI18n();
  const live = useLive();
  const name = t('casinoHoldem.board');
  const label =
    shown && flop && later
      ? `${name}: ${handName([...flop, ...later], t)}`
      : flop
        ? t('casinoHoldem.live.boardFlop', { seat: name, cards: handName(flop, t) })
        : dealt
          ? t('casinoHoldem.live.boardDown', { seat: name })
          : name;
  const card = (key: string, value: Card | undefined, turnIndex: number) =>
    dealt ? (
      <TurnedCard
        key={`${live.state.round.number}-${key}`}
        card={value}
        turnIndex={turnIndex}
        className={value && shown && lit(value) ? styles.litCard : undefined}
      />
    ) : (
      <span key={key} className={pokerStyles.slot} />
    );
  return (
    <section className={`${pokerStyles.seat} ${styles.pokerHand} ${styles.holdemBoard}`} aria-label={label}>
      <h2 className={pokerStyles.seatName}>{name}</h2>
      <div className={pokerStyles.cards}>
        {/* The flop follows the player's two cards in the deal's turning order. */}
        <span className={pokerStyles.cards} style={atTheDeal}>
          {FLOP.map((index) => card(`flop-${index}`, flop?.[index], 2 + index))}
        </span>
        <span className={pokerStyles.cards} style={atTheResult}>
          {card('turn', later?.[0], 0)}
          {card('river', later?.[1], 1)}
        </span>
      </div>
      {/* The board has no hand of its own; the row keeps it level with the seats beside it. */}
      <p className={styles.handBadgeRow} aria-hidden="true" />
    </section>
  );
}
