import { describe, expect, it } from 'vitest';
import { hasInAppHistory } from './in-app-history';

describe('hasInAppHistory', () => {
  it('goes back when the player came from another page of the app', () => {
    expect(hasInAppHistory({ usr: null, key: 'abc', idx: 2 })).toBe(true);
  });

  it('goes to the lobby when the game was the first page of the tab', () => {
    expect(hasInAppHistory({ usr: null, key: 'abc', idx: 0 })).toBe(false);
    expect(hasInAppHistory(null)).toBe(false);
    expect(hasInAppHistory({ something: 'else' })).toBe(false);
  });
});
