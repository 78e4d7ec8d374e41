export type DieFace = 1 | 2 | 3 | 4 | 5 | 6;
export type Dice = readonly [DieFace, DieFace, DieFace];

export type SicBoBet =
  /** Small is a total of 4–10, big 11–17; both lose on any triple. */
  | { readonly type: 'small' | 'big' | 'any-triple'; readonly stake: number }
  | { readonly type: 'triple' | 'double' | 'single'; readonly face: DieFace; readonly stake: number }
  | { readonly type: 'total'; readonly total: number; readonly stake: number }
  /** Two different faces that must both show. */
  | { readonly type: 'combination'; readonly faces: readonly [DieFace, DieFace]; readonly stake: number };
export type SicBoBetType = SicBoBet['type'];

export type SicBoPaytable = {
  readonly small: number;
  readonly big: number;
  readonly triple: number;
  readonly 'any-triple': number;
  readonly double: number;
  /** Winnings to one for each total from 4 to 17 (3 and 18 are triples, taken by the triple bets). */
  readonly total: Readonly<Record<number, number>>;
  /** Winnings to one when the face shows on one, two or three dice. */
  readonly single: readonly [number, number, number];
  readonly combination: number;
};

const isFace = (value: number): value is DieFace => Number.isInteger(value) && value >= 1 && value <= 6;
const countOf = (dice: Dice, face: number) => dice.filter((die) => die === face).length;
const isTriple = (dice: Dice) => dice[0] === dice[1] && dice[1] === dice[2];

/** Checks a bet names a real position on the table; throws a `RangeError` naming the problem. */
export function assertSicBoBet(bet: SicBoBet): void {
  switch (bet.type) {
    case 'small':
    case 'big':
    case 'any-triple':
      return;
    case 'triple':
    case 'double':
    case 'single':
      if (!isFace(bet.face)) throw new RangeError(`a ${bet.type} bet names a face from 1 to 6, got ${bet.face}`);
      return;
    case 'total':
      if (!Number.isInteger(bet.total) || bet.total < 4 || bet.total > 17) {
        throw new RangeError(`a total bet names a total from 4 to 17, got ${bet.total}`);
      }
      return;
    case 'combination': {
      const [first, second] = bet.faces;
      if (!isFace(first) || !isFace(second) || first === second) {
        throw new RangeError(`a combination names two different faces from 1 to 6, got ${bet.faces.join('-')}`);
      }
      return;
    }
    default:
      throw new RangeError(`${String((bet as { type: unknown }).type)} is not a sic bo bet`);
  }
}

/** Winnings to one if the bet wins on these dice, or undefined if it loses. */
export function sicBoWinnings(paytable: SicBoPaytable, bet: SicBoBet, dice: Dice): number | undefined {
  const total = dice[0] + dice[1] + dice[2];
  switch (bet.type) {
    case 'small':
      return !isTriple(dice) && total <= 10 ? paytable.small : undefined;
    case 'big':
      return !isTriple(dice) && total >= 11 ? paytable.big : undefined;
    case 'any-triple':
      return isTriple(dice) ? paytable['any-triple'] : undefined;
    case 'triple':
      return countOf(dice, bet.face) === 3 ? paytable.triple : undefined;
    case 'double':
      return countOf(dice, bet.face) >= 2 ? paytable.double : undefined;
    case 'single': {
      const shown = countOf(dice, bet.face);
      return shown === 0 ? undefined : paytable.single[shown - 1];
    }
    case 'total':
      return total === bet.total ? paytable.total[bet.total] : undefined;
    case 'combination':
      return countOf(dice, bet.faces[0]) > 0 && countOf(dice, bet.faces[1]) > 0 ? paytable.combination : undefined;
  }
}
