import { describe, expect, it } from 'vitest';
import { providersConfigSchema } from './providers-config';

describe('providers-config', () => {
  it('keys the lists by upper-case country and keeps only the slugs', () => {
    expect(providersConfigSchema.parse({ hiddenByCountry: { au: ['a', 1, 'b'], DE: 'x' }, other: [] })).toEqual({
      hiddenByCountry: { AU: ['a', 'b'], DE: [] },
    });
  });

  it('reads a malformed document as hiding nothing', () => {
    for (const input of [null, 'x', { hiddenByCountry: 3 }]) {
      expect(providersConfigSchema.parse(input)).toEqual({ hiddenByCountry: {} });
    }
  });
});
