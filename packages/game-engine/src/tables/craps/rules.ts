/** A line bet: pass, or don't pass barring 12 (a come-out 12 pushes it). One per round. */
export const LINE_BETS = ['pass', 'dont-pass'] as const;
export type LineBet = (typeof LINE_BETS)[number];

/** Bets settled by the come-out roll alone, win or lose. */
export const ONE_ROLL_BETS = ['field', 'any-seven', 'any-craps', 'yo', 'aces', 'ace-deuce', 'boxcars'] as const;
export type OneRollBet = (typeof ONE_ROLL_BETS)[number];

export type CrapsBetType = LineBet | OneRollBet;
export type CrapsBet = { readonly type: CrapsBetType; readonly stake: number };

export const POINTS = [4, 5, 6, 8, 9, 10] as const;
export type Point = (typeof POINTS)[number];

/** A fraction to one, as numerator and denominator: true odds are 6:5 or 2:3, not quoted to hundredths. */
export type Ratio = readonly [number, number];

export type CrapsRules = {
  /** Winnings to one of each one-roll bet by the total that wins it; a total not listed loses. */
  readonly oneRoll: Readonly<Record<OneRollBet, Readonly<Partial<Record<number, number>>>>>;
  /** Odds behind pass pay the point's true odds; laid behind don't pass they pay the inverse. */
  readonly trueOdds: Readonly<Record<Point, Ratio>>;
  /** Most free odds a pass line may take, as a multiple of the line stake, by point ("3-4-5x"). */
  readonly maxOddsMultiple: Readonly<Record<Point, number>>;
  /** Most a don't pass line may lay, as a multiple of the line stake (6x wins at most 5x… 6x the line under 3-4-5x). */
  readonly maxLayMultiple: number;
};

/**
 * The rules page's table: field pays double on 2 and triple on 12; any seven 4:1; any craps 7:1; yo (11) 15:1;
 * aces (2) and boxcars (12) 30:1; ace-deuce (3) 15:1; free odds 3-4-5x, lay odds up to 6x.
 */
export const CRAPS: CrapsRules = {
  oneRoll: {
    field: { 2: 2, 3: 1, 4: 1, 9: 1, 10: 1, 11: 1, 12: 3 },
    'any-seven': { 7: 4 },
    'any-craps': { 2: 7, 3: 7, 12: 7 },
    yo: { 11: 15 },
    aces: { 2: 30 },
    'ace-deuce': { 3: 15 },
    boxcars: { 12: 30 },
  },
  trueOdds: { 4: [2, 1], 5: [3, 2], 6: [6, 5], 8: [6, 5], 9: [3, 2], 10: [2, 1] },
  maxOddsMultiple: { 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3 },
  maxLayMultiple: 6,
};

export const isPoint = (total: number): total is Point => (POINTS as readonly number[]).includes(total);
export const isLineBet = (type: CrapsBetType): type is LineBet => (LINE_BETS as readonly string[]).includes(type);
