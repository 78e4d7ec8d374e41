import { describe, expect, it } from 'vitest';
import { freeSpinsEnded, freeSpinsProgress, resumePlan } from './slot-free-spins';
import { FROSTHEIM, scatterStops, slotRound } from './slot-rounds.test-support';
import { readSlotView } from './slot-view';

const trigger = scatterStops(FROSTHEIM, 3);

describe('slot free spins', () => {
  it('count the free spins played and left, and what they alone have won', () => {
    const round = slotRound(FROSTHEIM, trigger, 3);
    const view = readSlotView(round)!;
    const progress = freeSpinsProgress(view, FROSTHEIM.freeSpins.multiplier);
    expect(progress.played).toBe(3);
    expect(progress.total).toBe(3 + view.free_spins_left);
    expect(progress.won).toBe(view.round_win - view.spins[0]!.win);
  });

  it('resume a round left with free spins to play, and nothing else', () => {
    const open = slotRound(FROSTHEIM, trigger, 1);
    expect(resumePlan(open, readSlotView(open))).toEqual({
      kind: 'free-spins',
      left: readSlotView(open)!.free_spins_left,
    });
    const plain = slotRound(FROSTHEIM, [1, 2, 3, 4, 5]);
    expect(resumePlan(plain, readSlotView(plain))).toEqual({ kind: 'none' });
    expect(resumePlan({ ...open, family: 'dice' }, undefined)).toEqual({ kind: 'none' });
    expect(resumePlan(null, undefined)).toEqual({ kind: 'none' });
  });

  it('end with the outro once the last free spin is played', () => {
    const done = slotRound(FROSTHEIM, trigger, 40);
    expect(done.status).toBe('finished');
    expect(freeSpinsEnded(done, readSlotView(done)!)).toBe(true);
  });
});
