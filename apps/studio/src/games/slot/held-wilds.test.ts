import { describe, expect, it } from 'vitest';
import { heldWildCells } from './held-wilds';

const grid = [
  ['A', 'W', 'B'],
  ['W', 'W', 'S'],
];

describe('held wild cells', () => {
  it("frames every wild of a sticky title's free spin, and nothing on a paid spin or a title without sticky wilds", () => {
    expect([...heldWildCells({ wild: { symbol: 'W', expanding: false, sticky: true } }, 'free', grid)]).toEqual([
      '0:1',
      '1:0',
      '1:1',
    ]);
    expect(heldWildCells({ wild: { symbol: 'W', expanding: false, sticky: true } }, 'paid', grid).size).toBe(0);
    expect(heldWildCells({ wild: { symbol: 'W', expanding: false } }, 'free', grid).size).toBe(0);
  });
});
