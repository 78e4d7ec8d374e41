import { describe, expect, expectTypeOf, it } from 'vitest';
import type { UserProfile } from './player-profile';
import { sessionPlayerSchema, type SessionPlayer } from './session-player';

const profile = {
  id: 7,
  email: 'ana@example.com',
  currency: 'EUR',
  language: 'de',
  license_name: 'EE',
  groups: ['21'],
  statuses: [{ id: '259', name: 'Gold' }],
};

describe('session player', () => {
  it('is the profile as the server describes it, limited to the fields the shell reads', () => {
    expectTypeOf<SessionPlayer>().toEqualTypeOf<Pick<UserProfile, keyof SessionPlayer>>();
  });

  it('reads absent personal fields and flags as not on file and off', () => {
    expect(sessionPlayerSchema.parse(profile)).toMatchObject({
      nickname: null,
      first_name: null,
      confirmed_at: null,
      gender: null,
      two_factor_enabled: false,
      receive_promos: false,
      auth_fields_missed: [],
    });
  });

  it('drops what it does not know rather than signing the player out', () => {
    const player = sessionPlayerSchema.parse({
      ...profile,
      statuses: [{ id: '259', name: 'Gold' }, { id: 260 }, null],
      gender: 'unknown',
      two_factor_enabled: 'yes',
      auth_fields_missed: ['country', 'favourite_colour'],
    });
    expect(player).toMatchObject({
      statuses: [{ id: '259', name: 'Gold' }],
      gender: null,
      two_factor_enabled: false,
      auth_fields_missed: ['country'],
    });
  });

  it('refuses an answer without identity, currency, licence or groups', () => {
    for (const field of ['id', 'email', 'currency', 'license_name', 'groups', 'statuses'] as const) {
      const { [field]: _left, ...rest } = profile;
      expect(sessionPlayerSchema.safeParse(rest).success, field).toBe(false);
    }
    expect(sessionPlayerSchema.safeParse({ ...profile, first_name: 3 }).success).toBe(false);
  });
});
