import type { StudioRound } from '@casino/contracts';
import {
  catalogueSlotDefinition,
  slotSpinView,
  spinSlot,
  type SlotDefinition,
  type SlotSpin,
} from '@casino/game-engine';

/**
 * Test support: rounds shaped as the server sends them, spun by the engine itself on a catalogue title, so the
 * front end's reading of them is checked against the real maths rather than hand-written views.
 */
export const FROSTHEIM: SlotDefinition = catalogueSlotDefinition('fortunes-of-frostheim')!;

/** Randomness that stops each reel where told (indices into its strip), in reel order. */
export const stopsAt = (stops: readonly number[]) => {
  let reel = 0;
  return { nextInt: (max: number) => (stops[reel++ % stops.length] ?? 0) % max };
};

/** The stops that put the scatter on the top row of the first `count` reels (every generated strip has one). */
export function scatterStops(definition: SlotDefinition, count: number, strips = definition.reels.base): number[] {
  return strips.map((strip, reel) =>
    reel < count ? strip.indexOf(definition.scatter.symbol) : (reel * 7 + 4) % strip.length,
  );
}

/** A round of paid spin then `freeSpins` free spins, as `round.view` reads on the server. */
export function slotRound(
  definition: SlotDefinition,
  paidStops: readonly number[],
  freeSpins = 0,
  coinValue = 2,
): StudioRound {
  const spins: SlotSpin[] = [spinSlot(definition, { currency: 'EUR', coinValue }, stopsAt(paidStops))];
  for (let at = 0; at < freeSpins; at += 1) {
    const state = spins[spins.length - 1]!.state;
    if (!state) break;
    spins.push(spinSlot(definition, state.bet, stopsAt([3 + at, 9 + at, 15 + at, 21 + at, 27 + at]), state));
  }
  const last = spins[spins.length - 1]!;
  const roundWin = spins.reduce((total, spin) => total + spin.win, 0);
  const finished = last.state === null;
  return {
    id: 'round-1',
    status: finished ? 'finished' : 'open',
    family: 'slot',
    stake: definition.coinsPerBet * coinValue,
    win: finished ? roundWin : 0,
    balance: 100_000,
    actions: finished ? [] : ['spin'],
    view: {
      version: 1,
      coin_value: coinValue,
      bet: definition.coinsPerBet * coinValue,
      spins: spins.map(slotSpinView),
      free_spins_left: last.state?.freeSpinsLeft ?? 0,
      free_spins_played: spins.length - 1,
      round_win: roundWin,
    },
    nonce: 0,
    commitment: 'c',
    client_seed: 's',
    created_at: '2026-11-28T00:00:00.000Z',
    finished_at: finished ? '2026-11-28T00:00:01.000Z' : null,
  };
}
