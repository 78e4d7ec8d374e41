import { providersConfigSchema } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { MAX_HIDDEN_PROVIDERS, hiddenProviders } from './providers-config';

const config = providersConfigSchema.parse({
  hiddenByCountry: { au: ['rushline-originals', 'halcyon-live', 'rushline-originals'], DE: 'not-a-list' },
});
const visitor = { allProviders: false, bot: false };

describe('providers hidden by country', () => {
  it("hides the providers listed for the visitor's country, and none elsewhere or while the country is unknown", () => {
    expect([...hiddenProviders(config, 'AU', visitor)]).toEqual(['rushline-originals', 'halcyon-live']);
    expect(hiddenProviders(config, 'DE', visitor).size).toBe(0);
    expect(hiddenProviders(config, 'MT', visitor).size).toBe(0);
    expect(hiddenProviders(config, null, visitor).size).toBe(0);
  });

  it('shows every provider when the "all providers" flag is on or the visitor is a bot', () => {
    expect(hiddenProviders(config, 'AU', { allProviders: true, bot: false }).size).toBe(0);
    expect(hiddenProviders(config, 'AU', { allProviders: false, bot: true }).size).toBe(0);
  });

  it('keeps at most 20 disabled-provider entries', () => {
    const many = Array.from({ length: 30 }, (_, index) => `studio-${index}`);
    const hidden = hiddenProviders(providersConfigSchema.parse({ hiddenByCountry: { SE: many } }), 'SE', visitor);
    expect(MAX_HIDDEN_PROVIDERS).toBe(20);
    expect([...hidden]).toEqual(many.slice(0, 20));
  });

  it('reads a malformed document as hiding nothing', () => {
    for (const input of [null, 'x', { hiddenByCountry: 3 }, { hiddenByCountry: { AU: [1, null] } }]) {
      expect(hiddenProviders(providersConfigSchema.parse(input), 'AU', visitor).size).toBe(0);
    }
  });
});
