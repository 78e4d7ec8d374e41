import type { Card } from '../shared/cards';

/** Tens and court cards count zero, aces one; a hand's total is the last digit of its cards' sum. */
export const pointValue = (card: Card) => (card.rank >= 10 ? 0 : card.rank);
export const handTotal = (points: readonly number[]) => points.reduce((total, point) => total + point, 0) % 10;

export const isNatural = (total: number) => total >= 8;
export const playerDraws = (playerTotal: number) => playerTotal <= 5;

/**
 * The banker's tableau. When the player stood, the banker draws on 0–5 like the player. When the player drew, the
 * banker's decision depends on the player's third card's point value.
 */
export function bankerDraws(bankerTotal: number, playerThirdCard: number | undefined): boolean {
  if (playerThirdCard === undefined) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThirdCard !== 8;
    case 4:
      return playerThirdCard >= 2 && playerThirdCard <= 7;
    case 5:
      return playerThirdCard >= 4 && playerThirdCard <= 7;
    case 6:
      return playerThirdCard === 6 || playerThirdCard === 7;
    default:
      return false;
  }
}

export type Winner = 'player' | 'banker' | 'tie';
export const winnerOf = (playerTotal: number, bankerTotal: number): Winner =>
  playerTotal > bankerTotal ? 'player' : playerTotal < bankerTotal ? 'banker' : 'tie';
