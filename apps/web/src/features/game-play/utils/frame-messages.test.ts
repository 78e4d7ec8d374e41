import { describe, expect, it } from 'vitest';
import { readFrameMessage } from './frame-messages';

const frame = { postMessage: () => undefined } as unknown as MessageEventSource;
const expected = { origin: 'https://casino.test', frame };
const round = {
  type: 'studio:round',
  round_id: 'r1',
  stake: 100,
  win: 0,
  balance: 9900,
  currency: 'EUR',
  finished: true,
};

describe('readFrameMessage', () => {
  it('accepts a known message from our own frame', () => {
    expect(readFrameMessage({ origin: 'https://casino.test', source: frame, data: round }, expected)).toEqual(round);
    expect(
      readFrameMessage({ origin: 'https://casino.test', source: frame, data: { type: 'studio:ready' } }, expected),
    ).toEqual({ type: 'studio:ready' });
  });

  it('ignores another origin, even with a valid message', () => {
    expect(readFrameMessage({ origin: 'https://evil.test', source: frame, data: round }, expected)).toBeNull();
  });

  it('ignores a same-origin window that is not the game frame', () => {
    const other = {} as MessageEventSource;
    expect(readFrameMessage({ origin: 'https://casino.test', source: other, data: round }, expected)).toBeNull();
  });

  it('ignores everything while no frame is launched', () => {
    expect(
      readFrameMessage({ origin: 'https://casino.test', source: frame, data: round }, { ...expected, frame: null }),
    ).toBeNull();
  });

  it('ignores unknown types and malformed rounds', () => {
    const from = (data: unknown) => readFrameMessage({ origin: 'https://casino.test', source: frame, data }, expected);
    expect(from({ type: 'studio:withdraw' })).toBeNull();
    expect(from({ ...round, stake: -1 })).toBeNull();
    expect(from({ ...round, stake: 1.5 })).toBeNull();
    expect(from({ ...round, round_id: undefined })).toBeNull();
    expect(from('studio:ready')).toBeNull();
  });
});
