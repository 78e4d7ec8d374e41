import {
  fairRandomness,
  seededRound,
  type Card,
  type FairSeeds,
  type SeededGame,
  type SeededOptions,
} from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import type { FamilyAction, FamilyRound } from './family';
import { STUDIO_GAME_FAMILIES } from './registry';

/**
 * /provably-fair shows a round of these games as what its seeds fix (`seededRound` of the engine). Each test plays
 * rounds through the studio's own family, as the studio replays them from seeds and nonce, and checks the page
 * would show exactly the cards, dice, traps or segment the game showed.
 */

const NONCES = Array.from({ length: 25 }, (_, nonce) => nonce);
const seedsOf = (nonce: number): FairSeeds => ({ serverSeed: 'a revealed server seed', clientSeed: 'lucky', nonce });
const OPTIONS: SeededOptions = { count: 24, towerDifficulty: 'medium', towerFloors: 8, wheelRisk: 'medium' };

/** The seeded games that are studio families of their own (a live blackjack seat is the blackjack family's). */
type FamilyGame = Exclude<SeededGame, 'live-blackjack'>;

function playFamily(game: FamilyGame, nonce: number, choice: unknown, actions: FamilyAction[] = [], stake = 100) {
  const family = STUDIO_GAME_FAMILIES.get(game);
  if (!family) throw new Error(`${game} is not registered`);
  return family.play(family.defaults, stake, choice, actions, fairRandomness(seedsOf(nonce)));
}

/** Plays on with `next` until the round is finished, as a player would. */
function playOut(game: FamilyGame, nonce: number, choice: unknown, next: (round: FamilyRound) => FamilyAction) {
  const actions: FamilyAction[] = [];
  let round = playFamily(game, nonce, choice, actions);
  while (round.returned === null) {
    actions.push(next(round));
    round = playFamily(game, nonce, choice, actions);
  }
  return round;
}

function shoeOf(game: SeededGame, nonce: number, count = OPTIONS.count): readonly Card[] {
  const round = seededRound(game, seedsOf(nonce), { ...OPTIONS, count });
  if (round.view !== 'deck') throw new Error(`${game} is not shown as a shoe`);
  return round.cards;
}

// A family's view is JSON of its own shape; the tests read it as such.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const view = (round: FamilyRound) => round.view as Record<string, any>;

describe('what /provably-fair shows is what the studio dealt', () => {
  it('baccarat: the hands, totals and winner, and the shoe they were dealt from', () => {
    for (const nonce of NONCES) {
      const round = view(playFamily('baccarat', nonce, { bets: [{ type: 'player', stake: 100 }] }));
      const shown = seededRound('baccarat', seedsOf(nonce), OPTIONS);
      if (shown.view !== 'deck') throw new Error('baccarat is a shoe');
      expect(shown.baccarat).toEqual({
        player: round.player,
        banker: round.banker,
        playerTotal: round.player_total,
        bankerTotal: round.banker_total,
        winner: round.winner,
      });
      const [p1, b1, p2, b2] = shown.cards;
      expect([p1, p2, b1, b2]).toEqual([...round.player.slice(0, 2), ...round.banker.slice(0, 2)]);
    }
  });

  it('dragon tiger: the first card is the dragon, the second the tiger', () => {
    for (const nonce of NONCES) {
      const round = view(playFamily('dragon-tiger', nonce, { bets: [{ type: 'dragon', stake: 100 }] }));
      expect(shoeOf('dragon-tiger', nonce, 2)).toEqual([round.dragon, round.tiger]);
    }
  });

  it('casino war: the two first cards, and after three burned cards the war cards', () => {
    let wars = 0;
    for (const nonce of Array.from({ length: 300 }, (_, index) => index)) {
      const round = view(
        playOut('casino-war', nonce, { bets: [{ type: 'main', stake: 100 }] }, () => ({ action: 'war', details: {} })),
      );
      const [player, dealer, , , , warPlayer, warDealer] = shoeOf('casino-war', nonce, 7);
      const wentToWar = (round.player as Card[]).length === 2;
      wars += wentToWar ? 1 : 0;
      expect(round.player).toEqual(wentToWar ? [player, warPlayer] : [player]);
      expect(round.dealer).toEqual(wentToWar ? [dealer, warDealer] : [dealer]);
    }
    expect(wars).toBeGreaterThan(0);
  });

  it('red dog: the two cards and, when the spread calls for it, the third', () => {
    for (const nonce of NONCES) {
      const round = view(playOut('red-dog', nonce, {}, () => ({ action: 'raise', details: {} })));
      const cards = round.cards as Card[];
      expect(shoeOf('red-dog', nonce, cards.length)).toEqual(cards);
    }
  });

  it('blackjack: every card of the round, hits and dealer draws included, in the shoe order', () => {
    const strategies: ((round: FamilyRound) => FamilyAction)[] = [
      (round) => ({ action: round.actions.includes('insurance') ? 'insurance' : 'stand', details: { take: false } }),
      (round) =>
        round.actions.includes('insurance')
          ? { action: 'insurance', details: { take: false } }
          : { action: round.actions.includes('split') ? 'split' : 'hit', details: {} },
    ];
    for (const nonce of NONCES) {
      for (const strategy of strategies) {
        const round = view(playOut('blackjack', nonce, {}, strategy));
        const hands = round.hands as { cards: Card[] }[];
        const dealt = [...hands.flatMap((hand) => hand.cards), ...(round.dealer as Card[])];
        const shoe = shoeOf('blackjack', nonce, dealt.length);
        // Every card of the round is one of the shoe's first, none twice.
        expect([...dealt].sort(byCard)).toEqual([...shoe].sort(byCard));
        // Without a split the order is exact: the deal, the player's draws, then the dealer's.
        if (hands.length === 1) {
          const [p1, p2, ...hits] = hands[0]!.cards;
          const [d1, d2, ...dealerDraws] = round.dealer as Card[];
          expect(shoe).toEqual([p1, d1, p2, d2, ...hits, ...dealerDraws]);
        }
      }
    }
  });

  it('video poker: the deal is the first five cards, the draws replace from the next five in order', () => {
    for (const nonce of NONCES) {
      const hold = [true, false, true, false, false];
      const round = view(playFamily('video-poker', nonce, {}, [{ action: 'draw', details: { hold } }]));
      const shoe = shoeOf('video-poker', nonce, 10);
      expect(round.hand).toEqual(shoe.slice(0, 5));
      expect((round.final_hand as Card[]).filter((_, at) => !hold[at])).toEqual(shoe.slice(5, 8));
    }
  });

  it('hi-lo: every card turned, whatever was guessed', () => {
    for (const nonce of NONCES) {
      const round = view(playOut('hi-lo', nonce, {}, () => ({ action: nonce % 2 ? 'higher' : 'lower', details: {} })));
      const cards = round.cards as unknown[];
      const shown = seededRound('hi-lo', seedsOf(nonce), { ...OPTIONS, count: cards.length });
      expect(shown).toEqual({ view: 'hi-lo', cards });
    }
  });

  it('tower: the traps of every floor the player reached', () => {
    for (const nonce of NONCES) {
      const round = view(playOut('tower', nonce, {}, () => ({ action: 'climb', details: { tile: nonce % 3 } })));
      const traps = round.traps as number[][];
      const shown = seededRound('tower', seedsOf(nonce), OPTIONS);
      if (shown.view !== 'tower') throw new Error('tower is shown as traps');
      expect(shown.traps.slice(0, traps.length)).toEqual(traps);
    }
  });

  it('sic bo: the three dice', () => {
    for (const nonce of NONCES) {
      const round = view(playFamily('sic-bo', nonce, { bets: [{ type: 'small', stake: 100 }] }));
      const shown = seededRound('sic-bo', seedsOf(nonce), { ...OPTIONS, count: 3 });
      expect(shown).toMatchObject({ view: 'dice', dice: round.dice });
    }
  });

  it("three card poker: the player's three cards, then the dealer's", () => {
    for (const nonce of NONCES) {
      const round = view(
        playOut('three-card-poker', nonce, { bets: [{ type: 'ante', stake: 100 }] }, () => ({
          action: 'play',
          details: {},
        })),
      );
      expect(shoeOf('three-card-poker', nonce, 6)).toEqual([...(round.player as Card[]), ...(round.dealer as Card[])]);
    }
  });

  it("caribbean stud: the player's five cards, then the dealer's five, the up card first", () => {
    for (const nonce of NONCES) {
      const round = view(playOut('caribbean-stud', nonce, {}, () => ({ action: 'raise', details: {} })));
      const opened = view(playFamily('caribbean-stud', nonce, {}));
      const shoe = shoeOf('caribbean-stud', nonce, 10);
      expect(shoe).toEqual([...(round.player as Card[]), ...(round.dealer as Card[])]);
      expect(opened.dealer).toEqual([shoe[5]]);
    }
  });

  it('craps: every roll of the round, two dice each, in order', () => {
    for (const nonce of NONCES) {
      const round = view(
        playOut('craps', nonce, { bets: [{ type: 'pass', stake: 100 }] }, () => ({ action: 'roll', details: {} })),
      );
      const rolls = round.rolls as number[][];
      const shown = seededRound('craps', seedsOf(nonce), { ...OPTIONS, count: rolls.length * 2 });
      expect(shown).toMatchObject({ view: 'dice', dice: rolls.flat() });
    }
  });

  it('wheel: the segment and its multiplier on the wheel the player chose', () => {
    for (const nonce of NONCES) {
      for (const risk of ['low', 'medium', 'high'] as const) {
        const round = view(playFamily('wheel', nonce, { risk }));
        const shown = seededRound('wheel', seedsOf(nonce), { ...OPTIONS, wheelRisk: risk });
        expect(shown).toEqual({ view: 'wheel', risk, segment: round.segment, multiplier: Number(round.multiplier) });
      }
    }
  });

  it('scratch: the card and its prize', () => {
    for (const nonce of NONCES) {
      const round = view(playFamily('scratch', nonce, {}));
      const shown = seededRound('scratch', seedsOf(nonce), OPTIONS);
      expect(shown).toEqual({
        view: 'scratch',
        tiles: round.tiles,
        prize: round.winning_symbol,
        multiplier: Number(round.multiplier),
      });
    }
  });
});

const byCard = (a: Card, b: Card) => a.suit.localeCompare(b.suit) || a.rank - b.rank;
