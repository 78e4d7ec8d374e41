import { describe, expect, it } from 'vitest';
import { canStartAutoplay, nextAutoplayStep, type AutoplaySettings } from './autoplay-rules';

const settings: AutoplaySettings = { rounds: 10, lossLimit: 500, singleWinStop: null };
const start = { played: 0, staked: 0, returned: 0 };

describe('autoplay stops', () => {
  it('after the number of rounds picked', () => {
    let progress = start;
    let stop = null;
    for (let round = 0; round < 10 && !stop; round += 1) {
      ({ progress, stop } = nextAutoplayStep(settings, progress, { stake: 10, win: 10 }, 10_000, 10));
    }
    expect(progress.played).toBe(10);
    expect(stop).toBe('done');
  });

  it('before a round that could take the loss past the limit, never after it', () => {
    // Four losses of 100: 400 lost; a fifth round could lose 100 more, exactly the limit, so it may still run.
    let progress = start;
    for (let round = 0; round < 4; round += 1) {
      const step = nextAutoplayStep(settings, progress, { stake: 100, win: 0 }, 10_000, 100);
      expect(step.stop).toBeNull();
      progress = step.progress;
    }
    expect(nextAutoplayStep(settings, progress, { stake: 100, win: 0 }, 10_000, 100).stop).toBe('loss-limit');
  });

  it('counts wins against the loss', () => {
    const step = nextAutoplayStep(
      settings,
      { played: 3, staked: 450, returned: 300 },
      { stake: 100, win: 100 },
      9_000,
      100,
    );
    expect(step.progress).toEqual({ played: 4, staked: 550, returned: 400 });
    expect(step.stop).toBeNull();
  });

  it('on a single win at or above the amount set', () => {
    const stopping = { ...settings, singleWinStop: 1_000 };
    expect(nextAutoplayStep(stopping, start, { stake: 100, win: 999 }, 10_000, 100).stop).toBeNull();
    expect(nextAutoplayStep(stopping, start, { stake: 100, win: 1_000 }, 10_000, 100).stop).toBe('single-win');
  });

  it('when the balance cannot pay the next stake', () => {
    expect(nextAutoplayStep(settings, start, { stake: 100, win: 0 }, 99, 100).stop).toBe('balance');
  });

  it('does not start without a loss limit covering one round, or without money for it', () => {
    expect(canStartAutoplay(settings, 10_000, 100)).toBe(true);
    expect(canStartAutoplay({ ...settings, lossLimit: 99 }, 10_000, 100)).toBe(false);
    expect(canStartAutoplay(settings, 50, 100)).toBe(false);
  });
});
