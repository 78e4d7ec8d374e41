import { describe, expect, it } from 'vitest';
import { itemsThatFit } from './top-menu';

describe('top menu overflow', () => {
  it('shows every item when they all fit, without a More button', () => {
    expect(itemsThatFit([100, 100, 100], 80, 310)).toBe(3);
  });

  it('keeps room for More when some items must go into it', () => {
    // 4 × 100 px with 2 px gaps need 406 px; in 350 px three would fit, but More needs its 80 px.
    expect(itemsThatFit([100, 100, 100, 100], 80, 350)).toBe(2);
    expect(itemsThatFit([100, 100, 100, 100], 80, 0)).toBe(0);
  });
});
