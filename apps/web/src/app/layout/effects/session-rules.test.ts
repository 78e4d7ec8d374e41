import { describe, expect, it } from 'vitest';
import { authErrorEndsSession, guardsOutdated, shouldAskPersonalInfo } from './session-rules';

const incomplete = {
  id: 7,
  currency: 'EUR',
  mobile_phone: null,
  first_name: 'Ada',
  last_name: null,
  date_of_birth: null,
  country: 'DE',
  city: null,
  address: null,
  postal_code: null,
};
const complete = {
  ...incomplete,
  mobile_phone: '+4915112345678',
  last_name: 'Lovelace',
  date_of_birth: '1990-01-01',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  postal_code: '10117',
};

describe('guards after a session change', () => {
  it('re-runs the guards on a login or a logout', () => {
    expect(guardsOutdated(false, 'player')).toBe(true);
    expect(guardsOutdated(true, 'guest')).toBe(true);
  });

  it('does not re-run them for the state they already saw, while pending, or on a page that ignores the session', () => {
    expect(guardsOutdated(true, 'player')).toBe(false);
    expect(guardsOutdated(false, 'guest')).toBe(false);
    expect(guardsOutdated(false, 'pending')).toBe(false);
    expect(guardsOutdated(null, 'player')).toBe(false);
  });
});

describe('personal info prompt', () => {
  it('asks a social fiat player with missing details', () => {
    expect(shouldAskPersonalInfo(incomplete, true, null)).toBe(true);
  });

  it('asks a player only once per page load, however often the player object changes', () => {
    expect(shouldAskPersonalInfo({ ...incomplete }, true, incomplete.id)).toBe(false);
    expect(shouldAskPersonalInfo({ ...incomplete, id: 8 }, true, incomplete.id)).toBe(true);
  });

  it('does not ask without social auth, a fiat currency or a gap', () => {
    expect(shouldAskPersonalInfo(incomplete, false, null)).toBe(false);
    expect(shouldAskPersonalInfo({ ...incomplete, currency: 'BTC' }, true, null)).toBe(false);
    expect(shouldAskPersonalInfo(complete, true, null)).toBe(false);
    expect(shouldAskPersonalInfo(null, true, null)).toBe(false);
  });
});

describe('authErrorEndsSession', () => {
  it("ends a signed-in player's session on a 401, but not a guest's, nor one a break is ending", () => {
    expect(authErrorEndsSession(true, false)).toBe(true);
    expect(authErrorEndsSession(false, false)).toBe(false);
    expect(authErrorEndsSession(true, true)).toBe(false);
  });
});
