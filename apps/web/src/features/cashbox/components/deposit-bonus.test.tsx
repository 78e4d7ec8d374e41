import type { BonusOffer } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { TranslatorProvider } from '../../../lib/i18n/use-translation';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../../test/english-i18n';
import { HttpError } from '../../../lib/http/http-error';
import { formatMoney } from '../../../lib/i18n/format';
import { queryKeys } from '../../../lib/query-keys';
import type { SessionPlayer } from '../../../lib/session/session-player';
import { readDepositOffer } from '../deposit-bonus-offers';
import { bonusOffer } from '../test/bonus-offer-fixtures';
import { useDepositBonus } from '../use-deposit-bonus';
import { BonusMinimumHint } from './bonus-minimum-hint';
import { DepositBonus } from './deposit-bonus';

/**
 * The bonus part of the deposit as first drawn, in English, from a cache the test fills (nothing is fetched while
 * rendering on the server). The calls behind the cards and the code field are proved in deposit-bonus-api.test.ts.
 */
const i18n = englishI18n();

const euros = (cents: number) => formatMoney(cents, 'EUR', 'en');

function Harness({ expanded }: { expanded: boolean }) {
  const bonus = useDepositBonus('EUR');
  return <DepositBonus bonus={bonus} expanded={expanded} money={euros} />;
}

function render(queryClient: QueryClient, expanded = true) {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <TranslatorProvider translator={i18n}>
        <QueryClientProvider client={queryClient}>
          <Harness expanded={expanded} />
        </QueryClientProvider>
      </TranslatorProvider>
    </MemoryRouter>,
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return { html, text };
}

function cacheWith({
  offers,
  groups = [],
  code = null,
}: {
  offers?: BonusOffer[];
  groups?: string[];
  code?: string | null;
}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.player(), { id: 7, groups } as unknown as SessionPlayer);
  queryClient.setQueryData(queryKeys.bonusProfile(), { deposit_bonus_code: code, can_issue_bonuses: true });
  if (offers) queryClient.setQueryData(queryKeys.depositOffers(), offers);
  return queryClient;
}

const offers = [
  bonusOffer(),
  bonusOffer({ id: '2', title: 'Weekend reload', key: 'weekend', percent: 50, amount: 30_000, wager: 40 }),
];

/** The `checked` radio's card, by its `data-bonus-offer`. */
const checkedOffer = (html: string) =>
  /data-bonus-offer="([^"]+)"><input type="radio"[^>]*checked=""/.exec(html)?.[1] ?? null;

describe('the deposit bonus picker', () => {
  it('shows every offer as a card of a radio group, with its terms, minimum and wagering, and "No bonus"', () => {
    const { html, text } = render(cacheWith({ offers, groups: ['21', 'bonus_pick_weekend'] }));
    expect(text).toContain('Choose your bonus');
    expect(html).toMatch(/<fieldset[^>]*data-bonus-picker/);
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(text).toContain('First deposit bonus 100% up to €200 Min. deposit €20 Wagering ×35');
    expect(text).toContain('Weekend reload 50% up to €300 Min. deposit €20 Wagering ×40');
    expect(text).toContain('No bonus Deposit without a bonus');
    // The picked group says which offer is chosen, and the rule under the cards is that offer's.
    expect(checkedOffer(html)).toBe('2');
    expect(text).toContain('Bonus money must be wagered ×40 before it can be withdrawn.');
    expect(html).toMatch(/href="\/profile\/gifts"/);
    expect(text).toContain('Have a promo code?');
  });

  it('chooses "No bonus" while no offer is picked', () => {
    const { html, text } = render(cacheWith({ offers, groups: ['21'] }));
    expect(checkedOffer(html)).toBe('none');
    expect(text).not.toContain('must be wagered');
  });

  it('is one line on an ordinary deposit, saying what is chosen, opened on demand', () => {
    const { html, text } = render(cacheWith({ offers, groups: ['bonus_pick_first_deposit'] }), false);
    expect(text).toMatch(/^Bonus 100% up to €200 Change/);
    expect(html).toMatch(/aria-expanded="false"/);
    expect(html).toMatch(/<div id="[^"]+" class="[^"]*" hidden="">/);
    expect(text).not.toContain('Choose your bonus');
  });

  it('shows a promo code on the profile as applied, with Remove', () => {
    const { text } = render(cacheWith({ offers: [bonusOffer({ id: '9', pick: false })], code: 'RELOAD50' }));
    expect(text).toContain('Promo code RELOAD50 Remove');
    expect(text).not.toContain('Have a promo code?');
  });

  it('hides the picker but keeps the promo code field when there is no offer', () => {
    const { html, text } = render(cacheWith({ offers: [] }));
    expect(html).not.toContain('type="radio"');
    expect(text).toContain('No deposit bonus is available for you right now.');
    expect(text).toContain('Have a promo code?');
    expect(render(cacheWith({ offers: [] }), false).text).toBe('Have a promo code? Promo code Apply');
  });

  it('shows a skeleton while the offers load', () => {
    const { html, text } = render(cacheWith({}));
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-label="Loading bonus offers"');
    expect(text).toBe('');
  });

  it('says quietly that the offers did not load, with a retry, and keeps the promo code field', async () => {
    const queryClient = cacheWith({});
    // As after a failed read: the first paint does not ask again by itself.
    queryClient.setDefaultOptions({ queries: { retry: false, retryOnMount: false } });
    await queryClient.prefetchQuery({
      queryKey: queryKeys.depositOffers(),
      queryFn: () => Promise.reject(new HttpError('INTERNAL', 'boom', 500)),
    });
    const { html, text } = render(queryClient);
    expect(text).toContain('Bonus offers could not be loaded. You can still deposit. Try again');
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('type="radio"');
    expect(text).toContain('Have a promo code?');
  });
});

describe('the minimum deposit hint', () => {
  const offer = readDepositOffer(bonusOffer(), 'EUR')!;
  const account = {
    currency: 'EUR',
    subunits_to_unit: 100,
    display_unit: 'unit',
  } as Parameters<typeof BonusMinimumHint>[0]['account'];
  const hint = (amount: string) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <TranslatorProvider translator={i18n}>
          <BonusMinimumHint offer={offer} amount={amount} account={account} />
        </TranslatorProvider>
      </MemoryRouter>,
    ).replace(/<[^>]+>/g, ' ');

  it('says the deposit goes through without the bonus below the minimum, and nothing from it on', () => {
    expect(hint('15')).toContain(
      'Deposit at least €20 to get First deposit bonus. A smaller deposit goes through without the bonus.',
    );
    expect(hint('15')).not.toContain('role="alert"');
    expect(hint('20').trim()).toBe('');
  });
});
