import {
  catalogueSlotDefinition,
  CATALOGUE_SLOT_FACTS,
  fairRandomness,
  spinSlot,
  type SlotDefinition,
} from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { IllegalPlay } from './family';
import type { SlotParams } from './slot';
import { slotFamily } from './slot';

/** The family's params for a catalogue title, at its first maths version. */
function catalogueParams(maths: string): SlotParams & { definition: SlotDefinition } {
  return {
    maths,
    version: 1,
    coinCurrency: 'EUR',
    definition: catalogueSlotDefinition(maths)!,
    facts: CATALOGUE_SLOT_FACTS[maths]!,
  };
}

const MATHS = 'plucky-bunny-fair';
const params = catalogueParams(MATHS);
const { definition } = params;
const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'slot-family' };
const stake = definition.coinsPerBet * 2;
const spinStep = { action: 'spin', details: {} };

/** The first nonce whose paid spin triggers free spins (about 1 in 35). */
function triggeringNonce(): number {
  for (let nonce = 0; ; nonce += 1) {
    const paid = spinSlot(definition, { currency: 'EUR', coinValue: 2 }, fairRandomness({ ...seeds, nonce }));
    if (paid.state !== null) return nonce;
  }
}

const play = (nonce: number, steps = 0) =>
  slotFamily.play(
    params,
    stake,
    { coin_value: 2 },
    Array.from({ length: steps }, () => spinStep),
    fairRandomness({ ...seeds, nonce }),
  );

describe('the slot family', () => {
  it('finishes a paid spin without free spins at once, paying exactly what the engine’s spin pays', () => {
    const nonce = [0, 1, 2, 3, 4, 5].find((candidate) => play(candidate).returned !== null)!;
    const round = play(nonce);
    const engine = spinSlot(definition, { currency: 'EUR', coinValue: 2 }, fairRandomness({ ...seeds, nonce }));
    expect(round).toMatchObject({ staked: stake, returned: engine.win, actions: [] });
    expect(round.view).toMatchObject({
      version: 1,
      coin_value: 2,
      bet: stake,
      free_spins_left: 0,
      round_win: engine.win,
    });
  });

  it('keeps a round open through its free spins, one `spin` step each, and pays their sum at the end', () => {
    const nonce = triggeringNonce();
    const opened = play(nonce);
    expect(opened).toMatchObject({ returned: null, actions: ['spin'] });
    const awarded = (opened.view as { free_spins_left: number }).free_spins_left;
    let steps = 0;
    let round = opened;
    while (round.returned === null) round = play(nonce, (steps += 1));
    expect(steps).toBeGreaterThanOrEqual(awarded);
    const spins = (round.view as { spins: { kind: string; win: number; stake: number }[] }).spins;
    expect(spins.map((spin) => spin.kind)).toEqual(['paid', ...Array<string>(steps).fill('free')]);
    expect(spins.slice(1).every((spin) => spin.stake === 0)).toBe(true);
    expect(round.returned).toBe(spins.reduce((total, spin) => total + spin.win, 0));
    // The same steps replay the same round: nothing but the seeds decides it.
    expect(play(nonce, steps)).toEqual(round);
    expect(() => play(nonce, steps + 1)).toThrow(IllegalPlay);
  });

  it('refuses a stake other than the coin value’s bet, a coin value not offered, and any other action', () => {
    const randomness = fairRandomness({ ...seeds, nonce: 0 });
    expect(() => slotFamily.play(params, stake + 1, { coin_value: 2 }, [], randomness)).toThrow(IllegalPlay);
    expect(() => slotFamily.play(params, definition.coinsPerBet * 3, { coin_value: 3 }, [], randomness)).toThrow(
      IllegalPlay,
    );
    const nonce = triggeringNonce();
    expect(() =>
      slotFamily.play(
        params,
        stake,
        { coin_value: 2 },
        [{ action: 'cashout', details: {} }],
        fairRandomness({ ...seeds, nonce }),
      ),
    ).toThrow(IllegalPlay);
  });

  it('quotes the exact RTP and the hit rate of the version’s stored facts', () => {
    const rtp = slotFamily.exactRtp(params);
    expect(`${rtp.n}/${rtp.d}`).toBe(CATALOGUE_SLOT_FACTS[MATHS]!.rtp);
    const hit = slotFamily.hitRate(params);
    expect(Number(hit.n) / Number(hit.d)).toBeCloseTo(CATALOGUE_SLOT_FACTS[MATHS]!.hitRate, 4);
  });
});

describe('the slot family on a title with sticky wilds', () => {
  const STICKY = 'lost-condor';
  const stickyParams = catalogueParams(STICKY);
  const sticky = stickyParams.definition;
  const bet = { currency: 'EUR', coinValue: 2 };
  const playSticky = (nonce: number, steps: number) =>
    slotFamily.play(
      stickyParams,
      sticky.coinsPerBet * 2,
      { coin_value: 2 },
      Array.from({ length: steps }, () => spinStep),
      fairRandomness({ ...seeds, nonce }),
    );

  it('holds every free spin’s wilds for the rest of the round, replayed from the steps alone', () => {
    expect(sticky.wild.sticky).toBe(true);
    let nonce = 0;
    while (spinSlot(sticky, bet, fairRandomness({ ...seeds, nonce })).state === null) nonce += 1;
    let steps = 0;
    let round = playSticky(nonce, 0);
    while (round.returned === null) round = playSticky(nonce, (steps += 1));
    type Spin = { grid: string[][]; sticky_wilds: [number, number][] };
    const spins = (round.view as { spins: Spin[] }).spins;
    const wildsOf = (spin: Spin) =>
      spin.grid.flatMap((cells, reel) => cells.flatMap((symbol, row) => (symbol === 'W' ? [[reel, row]] : [])));
    expect(spins[0]!.sticky_wilds).toEqual([]);
    expect(spins[1]!.sticky_wilds).toEqual([]);
    for (let at = 2; at < spins.length; at += 1) {
      expect(spins[at]!.sticky_wilds).toEqual(wildsOf(spins[at - 1]!));
      for (const [reel, row] of spins[at]!.sticky_wilds) expect(spins[at]!.grid[reel]![row]).toBe('W');
    }
    // Wilds were held (the check above is not empty), and the session is as long as awarded: no retriggers.
    expect(spins.some((spin) => spin.sticky_wilds.length > 0)).toBe(true);
    const awarded = (playSticky(nonce, 0).view as { free_spins_left: number }).free_spins_left;
    expect(spins.length - 1).toBe(awarded);
  });
});

describe('the slot family on a title with cascades', () => {
  const CASCADING = 'crowns-power';
  const cascadingParams = catalogueParams(CASCADING);
  const cascading = cascadingParams.definition;

  it('records each cascade in the round’s view and pays what the engine’s spin pays, cascades included', () => {
    const bet = { currency: 'EUR', coinValue: 2 };
    const nonce = Array.from({ length: 2000 }, (_, at) => at).find((at) => {
      const paid = spinSlot(cascading, bet, fairRandomness({ ...seeds, nonce: at }));
      return paid.state === null && paid.cascades.some((cascade) => cascade.wins.length > 0);
    })!;
    const engine = spinSlot(cascading, bet, fairRandomness({ ...seeds, nonce }));
    const round = slotFamily.play(
      cascadingParams,
      cascading.coinsPerBet * 2,
      { coin_value: 2 },
      [],
      fairRandomness({ ...seeds, nonce }),
    );
    const [spin] = (round.view as { spins: { cascades: unknown[]; win: number }[] }).spins;
    expect(spin!.cascades).toEqual(engine.cascades);
    expect(round.returned).toBe(engine.win);
    const cascadeWins = engine.cascades
      .flatMap((cascade) => cascade.wins)
      .reduce((total, win) => total + win.amount, 0);
    expect(cascadeWins).toBeGreaterThan(0);
  });
});
