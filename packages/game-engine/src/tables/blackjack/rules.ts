export type BlackjackRules = {
  readonly decks: number;
  /** False: the dealer stands on every 17, soft ones included (S17). */
  readonly dealerHitsSoft17: boolean;
  /** Winnings to one for a two-card 21 on the first hand. */
  readonly blackjackPays: number;
  readonly insurancePays: number;
  /** Hands a player may hold after splitting (3: split twice). */
  readonly maxHands: number;
  readonly doubleAfterSplit: boolean;
};

/**
 * The rules page's game: 6 decks, S17, double on any two cards, double after split, split to three hands,
 * insurance 2:1, blackjack 3:2. The dealer peeks for blackjack under an ace or a ten (so a player loses only the
 * original stake to a dealer blackjack), and split aces take one card each and cannot be split again.
 */
export const BLACKJACK: BlackjackRules = {
  decks: 6,
  dealerHitsSoft17: false,
  blackjackPays: 1.5,
  insurancePays: 2,
  maxHands: 3,
  doubleAfterSplit: true,
};
