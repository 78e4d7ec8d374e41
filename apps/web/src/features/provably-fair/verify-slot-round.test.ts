import { catalogueSlotDefinition, fairRandomness, spinSlot, type SlotDefinition } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { verifySlotRound } from './verify-slot-round';

const definition = catalogueSlotDefinition('plucky-bunny-fair')!;
const seedsAt = (nonce: number) => ({ serverSeed: 'ab'.repeat(32), clientSeed: 'abc', nonce });

/** The round as the studio's slot family plays it: the paid spin, then free spins while the state has some. */
function engineRound(slot: SlotDefinition, nonce: number) {
  const randomness = fairRandomness(seedsAt(nonce));
  const spins = [spinSlot(slot, { currency: 'EUR', coinValue: 1 }, randomness)];
  while (spins.at(-1)!.state) {
    const { state } = spins.at(-1)!;
    spins.push(spinSlot(slot, state!.bet, randomness, state));
  }
  return spins;
}

/** The first nonce whose paid spin triggers free spins: a low-volatility title triggers about one spin in a hundred. */
const triggering = Array.from({ length: 1000 }, (_, nonce) => nonce).find(
  (nonce) => engineRound(definition, nonce).length > 1,
)!;

describe('a video slot round on the provably fair page', () => {
  it('replays the paid spin and every free spin it triggers, as the engine plays them from the seeds', () => {
    const engine = engineRound(definition, triggering);
    expect(engine.length).toBeGreaterThan(1);
    const round = verifySlotRound(definition, seedsAt(triggering));
    expect(round.spins).toHaveLength(engine.length);
    expect(round.spins.map((spin) => spin.kind)).toEqual(['paid', ...engine.slice(1).map(() => 'free')]);
    round.spins.forEach((spin, index) => {
      const played = engine[index]!;
      expect(spin).toMatchObject({
        stops: played.stops,
        grid: played.grid,
        multiplier: played.multiplier,
        freeSpinsAwarded: played.freeSpinsAwarded,
        coins: played.win,
        scatter: { count: played.scatter.count, positions: played.scatter.positions, coins: played.scatter.amount },
      });
      expect(spin.wins).toEqual(played.wins.map(({ amount, ...win }) => ({ ...win, coins: amount })));
    });
    expect(round.betCoins).toBe(definition.coinsPerBet);
    expect(round.coins).toBe(engine.reduce((total, spin) => total + spin.win, 0));
    // The engine's own running total agrees: the win so far before the last spin, plus the last spin's.
    expect(round.coins).toBe(engine.at(-2)!.state!.roundWin + engine.at(-1)!.win);
  });

  it('gives the same round for the same seeds, and another for the next nonce', () => {
    expect(verifySlotRound(definition, seedsAt(triggering))).toEqual(verifySlotRound(definition, seedsAt(triggering)));
    expect(verifySlotRound(definition, seedsAt(triggering + 1)).spins[0]!.stops).not.toEqual(
      verifySlotRound(definition, seedsAt(triggering)).spins[0]!.stops,
    );
  });

  it('reads pays in coins whatever currency and coin values the maths offers', () => {
    const kroner = { ...definition, coinValues: { NOK: [10, 20, 50] } };
    const inKroner = verifySlotRound(kroner, seedsAt(triggering));
    expect(inKroner).toEqual(verifySlotRound(definition, seedsAt(triggering)));
    const [paid] = engineRound(definition, triggering);
    const tenTimes = spinSlot(kroner, { currency: 'NOK', coinValue: 10 }, fairRandomness(seedsAt(triggering)));
    expect(tenTimes.win).toBe(paid!.win * 10);
  });
});

describe('a cascading slot round on the provably fair page', () => {
  const crowns = catalogueSlotDefinition('crowns-power')!;

  it('reads each cascade’s grid and wins, in coins with their multiplier, adding up to the spin’s pay', () => {
    expect(crowns.cascades).toBeDefined();
    const nonce = Array.from({ length: 2000 }, (_, at) => at).find((at) =>
      engineRound(crowns, at)[0]!.cascades.some((cascade) => cascade.wins.length > 0),
    )!;
    const played = engineRound(crowns, nonce)[0]!;
    const spin = verifySlotRound(crowns, seedsAt(nonce)).spins[0]!;
    expect(spin.cascades.map((cascade) => [cascade.step, cascade.multiplier, cascade.grid])).toEqual(
      played.cascades.map((cascade) => [cascade.step, cascade.multiplier, cascade.grid]),
    );
    const coins = [...spin.wins, ...spin.cascades.flatMap((cascade) => cascade.wins)].reduce(
      (total, win) => total + win.coins,
      0,
    );
    expect(coins + spin.scatter.coins).toBe(spin.coins);
    expect(spin.coins).toBe(played.win);
  });
});

describe('a sticky-wild slot round on the provably fair page', () => {
  const condor = catalogueSlotDefinition('lost-condor')!;

  it('names the cells each free spin held from the spins before, as the engine held them', () => {
    expect(condor.wild.sticky).toBe(true);
    const nonce = Array.from({ length: 5000 }, (_, at) => at).find((at) =>
      engineRound(condor, at).some((spin) => spin.stickyWilds.length > 0),
    )!;
    const engine = engineRound(condor, nonce);
    const round = verifySlotRound(condor, seedsAt(nonce));
    expect(round.spins.map((spin) => spin.held)).toEqual(engine.map((spin) => spin.stickyWilds));
    expect(round.spins[0]!.held).toEqual([]);
    const heldSpin = round.spins.find((spin) => spin.held.length > 0)!;
    for (const [reel, row] of heldSpin.held) expect(heldSpin.grid[reel]![row]).toBe(condor.wild.symbol);
  });
});
