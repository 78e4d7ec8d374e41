import { describe, expect, it } from 'vitest';
import type { FamilyRound } from './families/family';
import { walletActionsOf } from './replay';

const state = (staked: number, returned: number | null): FamilyRound => ({ staked, returned, actions: [], view: {} });

describe('the wallet actions of a round', () => {
  it('stakes the opening, each stake a step adds, and pays the return once finished', () => {
    // A blackjack-like hand: 100 staked, a double adds 100, a stand (no stake) finishes it paying 400.
    const states = [state(100, null), state(200, null), state(200, 400)];
    expect(walletActionsOf(7, 2, (steps) => states[steps]!)).toEqual({
      finished: true,
      actions: [
        { action: 'bet', action_id: 'r7:bet:0', amount: 100 },
        { action: 'bet', action_id: 'r7:bet:1', amount: 100 },
        { action: 'win', action_id: 'r7:win', amount: 400 },
      ],
    });
  });

  it('closes a lost round with a win of 0, and leaves an open round without one', () => {
    expect(walletActionsOf(8, 0, () => state(50, 0)).actions.at(-1)).toEqual({
      action: 'win',
      action_id: 'r8:win',
      amount: 0,
    });
    expect(walletActionsOf(9, 1, () => state(50, null))).toEqual({
      finished: false,
      actions: [{ action: 'bet', action_id: 'r9:bet:0', amount: 50 }],
    });
  });
});
