/**
 * Pontoon as Pagat (John McLeod, "Pontoon", pagat.com/banking/pontoon.html) describes the British game, played by one
 * player against the house as banker. Where Pagat leaves a choice to the table, the rules page fixes it:
 *
 * - one 52-card deck, shuffled afresh for every round; aces count one or eleven, court cards ten;
 * - player, banker, player, banker; the banker's cards stay face down, and a banker's pontoon (ace and a ten-card) is
 *   shown at once and takes the player's stake, a player's pontoon included;
 * - the player must twist below 15; may buy (a card for a further stake equal to the first) while they have not
 *   twisted and hold fewer than four cards; a hand stands on 21, on a bust and on five cards;
 * - the banker, a machine here, twists below 17 and stops at five cards (no splitting in this game);
 * - pontoon > five-card trick > 21 > 20 > …; the banker wins every tie; a pontoon and a five-card trick pay 2:1 on
 *   everything staked, any other win 1:1.
 */
export type PontoonRules = {
  readonly decks: number;
  /** Winnings to one for the player's pontoon. */
  readonly pontoonPays: number;
  /** Winnings to one for the player's five-card trick. */
  readonly fiveCardTrickPays: number;
};

export const PONTOON: PontoonRules = { decks: 1, pontoonPays: 2, fiveCardTrickPays: 2 };

/** The player may stick on this total or more, and must twist below it. */
export const PONTOON_MINIMUM_STICK = 15;
/** The banker twists below this total and sticks on it or more. */
export const BANKER_STICKS_ON = 17;
/** A hand of this many cards that is not bust is a five-card trick and stops drawing. */
export const TRICK_CARDS = 5;
/** Buying is allowed only for the third and fourth cards. */
export const MOST_CARDS_BEFORE_BUYING = 3;
