import type { Provider } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { activeJackpots } from './active-jackpots';

const provider = (slug: string, title: string): Provider => ({
  id: slug,
  name: title,
  title,
  slug,
  url: `/producers/${slug}`,
  logo: `/assets/providers/${slug}.svg`,
  games_count: 10,
});
const PROVIDERS = [provider('alpha', 'Alpha'), provider('beta', 'Beta'), provider('gamma', 'Gamma')];

describe('active jackpots', () => {
  it('lists each provider with a positive total in any currency once, in the provider order', () => {
    const totals = { EUR: { gamma: 120_00, alpha: 5_000_00 }, BTC: { gamma: 3_000, beta: 0 } };
    expect(activeJackpots(totals, PROVIDERS)).toEqual([
      { provider: 'alpha', title: 'Alpha' },
      { provider: 'gamma', title: 'Gamma' },
    ]);
  });

  it('leaves out empty jackpots and providers the list does not know', () => {
    expect(activeJackpots({ EUR: { beta: 0, unknown: 10 } }, PROVIDERS)).toEqual([]);
    expect(activeJackpots({}, PROVIDERS)).toEqual([]);
  });
});
