import { PLAYER_GROUPS, sessionPlayerSchema } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { isTester } from './session-player';

const profile = {
  id: 7,
  email: 'ana@example.com',
  nickname: null,
  currency: 'EUR',
  language: 'de',
  locale: 'de',
  license_name: 'EE',
  groups: ['21'],
  statuses: [{ id: '259', name: 'Gold' }],
  first_name: 'Ana',
  mobile_phone: null,
  verified: true,
};

describe('session player', () => {
  it('keeps the fields the shell reads from a profile', () => {
    expect(sessionPlayerSchema.parse(profile)).toMatchObject({
      id: 7,
      email: 'ana@example.com',
      license_name: 'EE',
      groups: ['21'],
      statuses: [{ id: '259', name: 'Gold' }],
      first_name: 'Ana',
      last_name: null,
    });
  });

  it('rejects an answer that is not a profile', () => {
    expect(() => sessionPlayerSchema.parse({ ...profile, id: '7' })).toThrow();
    expect(() => sessionPlayerSchema.parse({ ...profile, license_name: 'MT' })).toThrow();
    expect(() => sessionPlayerSchema.parse({ ...profile, groups: [21] })).toThrow();
    expect(() => sessionPlayerSchema.parse(null)).toThrow();
  });

  it('recognises testers by the tester group of the contracts', () => {
    expect(isTester({ groups: ['26', PLAYER_GROUPS.tester] })).toBe(true);
    expect(isTester({ groups: [PLAYER_GROUPS.notices, `${PLAYER_GROUPS.tester}0`] })).toBe(false);
    expect(isTester(null)).toBe(false);
  });
});
