import type { LiveMove } from '@casino/contracts';
import type { BlackjackRules, BlackjackState } from '@casino/game-engine';
import { dealLiveBlackjack, fairRandomness, legalActions, standLiveBlackjack } from '@casino/game-engine';
import { blackjackMove, blackjackRound } from '../studio';
import type { LiveGame } from './live-games';
import type { RoundSeeds } from './round-randomness';
import { randomnessOf } from './round-randomness';

/**
 * A hand table (live blackjack, docs/live.md): one shared deal and one dealer for every seat, and each seat plays its
 * own hand through as many moves as it likes in the decision window. The engine's `dealLiveBlackjack` says why each
 * seat's return is exactly the single-player game's.
 */
export type Seat = { readonly id: number; readonly stake: number; readonly moves: readonly LiveMove[] };

/** A seat's own draws (hits, doubles, split cards): the round's seeds with the slip's id as nonce; the deal is nonce 0. */
export const seatRandomness = (seeds: RoundSeeds, seat: Pick<Seat, 'id'>) =>
  fairRandomness({ ...seeds, nonce: seat.id });

const rulesOf = (game: LiveGame) => game.params as BlackjackRules;

/**
 * The seat's hands after its moves, replayed from the round's seeds; `finished` plays the end of the window too (the
 * seat stands on whatever it has not finished). IllegalPlay for a move the rules refuse.
 */
export function seatState(game: LiveGame, seeds: RoundSeeds, seat: Seat, finished = false): BlackjackState {
  const rules = rulesOf(game);
  const draws = seatRandomness(seeds, seat);
  const dealt = dealLiveBlackjack(rules, seat.stake, randomnessOf(seeds));
  const played = seat.moves.reduce((state, move) => blackjackMove(rules, state, move, draws), dealt);
  return finished ? standLiveBlackjack(rules, played, draws) : played;
}

/**
 * The seat's hands while the window is open. A seat whose hands are all finished waits for the dealer like everyone
 * else: the engine has played the dealer out for it already, but the hole card, the dealer's draw and the seat's
 * result would tell the seats still deciding what the dealer holds. An opening that is over at once (a natural, the
 * dealer's blackjack) is the same for every seat, and shown as it is.
 */
export function seatViewWhileOpen(game: LiveGame, seeds: RoundSeeds, seat: Seat): Record<string, unknown> {
  const rules = rulesOf(game);
  const state = seatState(game, seeds, seat);
  if (state.phase !== 'settled' || seat.moves.length === 0) {
    return { ...blackjackRound(rules, state).view, actions: legalActions(rules, state) };
  }
  const unsettled = { ...state, phase: 'player-turn' as const, dealer: state.dealer.slice(0, 2), returns: undefined };
  return { ...blackjackRound(rules, unsettled).view, phase: 'waiting', actions: [] };
}

/** The seat's money and view at that point: `staked` counts the stake, doubles and splits. */
export const seatRound = (game: LiveGame, seeds: RoundSeeds, seat: Seat, finished = false) =>
  blackjackRound(rulesOf(game), seatState(game, seeds, seat, finished));

/** The seat's moves that staked money, with what each added: each one's wallet action, in order. */
export function stakedMoves(game: LiveGame, seeds: RoundSeeds, seat: Seat): { index: number; amount: number }[] {
  const rules = rulesOf(game);
  const draws = seatRandomness(seeds, seat);
  let state = dealLiveBlackjack(rules, seat.stake, randomnessOf(seeds));
  let before = blackjackRound(rules, state).staked;
  const staked: { index: number; amount: number }[] = [];
  seat.moves.forEach((move, index) => {
    state = blackjackMove(rules, state, move, draws);
    const after = blackjackRound(rules, state).staked;
    if (after > before) staked.push({ index, amount: after - before });
    before = after;
  });
  return staked;
}

/**
 * What every seat sees of the round: the shared opening (the player's two cards) and the dealer, up card only until
 * the end (`finished`: the whole hand, the round's outcome). A seat that never moved is the reference: it holds the
 * opening and never draws.
 */
export function handTableView(game: LiveGame, seeds: RoundSeeds, finished: boolean): Record<string, unknown> {
  const { view } = seatRound(game, seeds, { id: 0, stake: 100, moves: [] }, finished);
  const [opening] = view.hands as { cards: unknown; total: number; soft: boolean }[];
  return {
    phase: view.phase,
    dealer: view.dealer,
    dealer_total: view.dealer_total,
    player: opening?.cards,
    player_total: opening?.total,
    player_soft: opening?.soft,
  };
}
