import { describe, expect, it } from 'vitest';
import { bettingConfigSchema } from './betting-config';
import { DEFAULT_BETTING_CONFIG } from './config-defaults';

describe('betting-config', () => {
  it('offers the sportsbook only when told to, at the default address unless one is given', () => {
    expect(bettingConfigSchema.parse({ enabled: true, url: 'https://sport.example' })).toEqual({
      enabled: true,
      url: 'https://sport.example',
    });
    expect(bettingConfigSchema.parse({ enabled: 'true', url: '' })).toEqual(DEFAULT_BETTING_CONFIG);
    expect(bettingConfigSchema.parse(null)).toEqual(DEFAULT_BETTING_CONFIG);
  });
});
