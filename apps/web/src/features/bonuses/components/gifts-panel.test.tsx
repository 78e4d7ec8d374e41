import type { BonusCancelInfo, FreespinsGift, PlayerBonus } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TranslatorProvider } from '../../../lib/i18n/use-translation';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../../test/english-i18n';
import { HttpError } from '../../../lib/http/http-error';
import { queryKeys } from '../../../lib/query-keys';
import { cancelInfoQueryOptions } from '../api/get-cancel-info';
import { freespinsGift, playerBonus } from '../test/bonus-fixtures';
import { CancelGiftDialog } from './cancel-gift-dialog';
import { GiftsPanel } from './gifts-panel';

/**
 * The page as first drawn, in English, from a cache the test fills (nothing is fetched while rendering on the
 * server). The web app has no DOM test environment, so these check what the player is shown; the calls behind
 * the buttons are proved in api/bonus-api.test.ts.
 */
const i18n = englishI18n();

function render(queryClient: QueryClient, children: ReactNode): HTMLishPage {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <TranslatorProvider translator={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </TranslatorProvider>
    </MemoryRouter>,
  );
  return new HTMLishPage(html);
}

/** Just enough of the markup to ask what a panel says, without a DOM. */
class HTMLishPage {
  constructor(readonly html: string) {}

  text(fragment = this.html): string {
    return fragment
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  }

  /** The contents of one tab panel (`data-gift-section`), and whether it is hidden. */
  section(name: string): { text: string; hidden: boolean; gifts: string[]; freespins: string[] } {
    const start = this.html.indexOf(`data-gift-section="${name}"`);
    if (start < 0) throw new Error(`no ${name} section`);
    const openTag = this.html.lastIndexOf('<div', start);
    const next = this.html.indexOf('role="tabpanel"', start);
    const body = this.html.slice(openTag, next < 0 ? undefined : next);
    const tag = body.slice(0, body.indexOf('>'));
    return {
      text: this.text(body),
      hidden: /\shidden=""/.test(tag),
      gifts: [...body.matchAll(/data-gift="(\d+)"/g)].map((match) => match[1] ?? ''),
      freespins: [...body.matchAll(/data-freespins="(\d+)"/g)].map((match) => match[1] ?? ''),
    };
  }
}

function cacheWith(bonuses: PlayerBonus[], freespins: FreespinsGift[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.bonuses(), bonuses);
  queryClient.setQueryData(queryKeys.freespins(), freespins);
  queryClient.setQueryData(queryKeys.accounts(), []);
  return queryClient;
}

describe('the gifts page', () => {
  it('sorts the gifts into New, Active and Finished by stage, opening on New', () => {
    const page = render(
      cacheWith([
        playerBonus({ id: 1, title: 'Spring reload', stage: 'issued' }),
        playerBonus({
          id: 2,
          title: 'Weekend boost',
          stage: 'handle_bets',
          balance_cents: 1_250,
          amount_wager_cents: 15_000,
          valid_until: '2026-12-20T18:00:00Z',
          cancelable: true,
        }),
        playerBonus({ id: 3, title: 'Old coupon', stage: 'expired' }),
        playerBonus({ id: 4, title: 'Done deal', stage: 'wager_done' }),
        playerBonus({ id: 5, title: 'Waiting one', stage: 'wait', cancelable: false }),
      ]),
      <GiftsPanel />,
    );

    const fresh = page.section('new');
    expect(fresh).toMatchObject({ hidden: false, gifts: ['1'] });
    expect(fresh.text).toContain('Spring reload');
    expect(fresh.text).toContain('Activate by');
    expect(fresh.text).toContain('Activate');

    const active = page.section('active');
    expect(active.hidden).toBe(true);
    expect(active.gifts.sort()).toEqual(['2', '5']);
    expect(active.text).toContain('Bonus balance €12.50');
    expect(active.text).toContain('Max bet €5');
    expect(active.text).toContain('€150 of €600 wagered');
    expect(active.text).toContain('Valid until');
    // Only the cancelable gift offers to cancel.
    expect(active.text.match(/Cancel bonus/g)).toHaveLength(1);
    expect(page.html).toMatch(
      /role="progressbar"[^>]*aria-valuemin="0"[^>]*aria-valuemax="100"[^>]*aria-valuenow="25"/,
    );

    const finished = page.section('finished');
    expect(finished.gifts.sort()).toEqual(['3', '4']);
    expect(finished.text).toContain('Expired');
    expect(finished.text).toContain('Completed');

    expect(page.html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*data-section="new"/);
    expect(page.text()).toContain('Have a coupon code?');
  });

  it('says when a bonus with a delayed activation starts, and offers no button to start it sooner', () => {
    const page = render(
      cacheWith([
        playerBonus({
          id: 6,
          title: 'Deposit bonus, later',
          kind: 'deposit',
          activatable: false,
          activates_at: '2026-12-01T09:30:00Z',
        }),
      ]),
      <GiftsPanel />,
    );
    const fresh = page.section('new');
    expect(fresh.text).toContain('Starts by itself on');
    expect(fresh.text).not.toContain('Activate by');
    expect(fresh.text).not.toMatch(/\bActivate\b/);
  });

  it('adds the free spins to the tabs: New offers to activate, Active shows the spins played and a link to play', () => {
    const page = render(
      cacheWith(
        [playerBonus({ id: 1, title: 'Spring reload', stage: 'issued' })],
        [
          freespinsGift({ id: 21, title: 'Ten on the house', stage: 'issued' }),
          freespinsGift({
            id: 22,
            title: 'Midweek spins',
            stage: 'activated',
            freespins_performed: 7,
            winnings_cents: 340,
            valid_until: '2026-12-20T18:00:00Z',
            games: ['aurora/starlight-sevens', 'aurora/moon-drop'],
          }),
          freespinsGift({ id: 23, title: 'Old spins', stage: 'expired', winnings_cents: 0 }),
        ],
      ),
      <GiftsPanel />,
    );

    const fresh = page.section('new');
    expect(fresh).toMatchObject({ gifts: ['1'], freespins: ['21'] });
    expect(fresh.text).toContain('Ten on the house');
    expect(fresh.text).toContain('10 free spins at €0.20');
    expect(fresh.text).toContain('Playable in Starlight Sevens');
    expect(fresh.text).toContain('Activate by');
    expect(fresh.text).toContain('Cancel free spins');
    expect(page.html).toMatch(/role="tab"[^>]*data-section="new"[^>]*>New<span[^>]*>2</);

    const active = page.section('active');
    expect(active.freespins).toEqual(['22']);
    expect(active.text).toContain('7 of 10 played');
    expect(active.text).toContain('Won so far €3.40');
    expect(active.text).toContain('Playable in 2 games');
    expect(active.text).toContain('Valid until');
    expect(page.html).toMatch(
      /role="progressbar"[^>]*aria-valuemin="0"[^>]*aria-valuemax="100"[^>]*aria-valuenow="70"[^>]*aria-valuetext="7 of 10 played"/,
    );
    expect(page.html).toMatch(/<a [^>]*href="\/play\/aurora\/starlight-sevens\?mode=real"[^>]*>Play now<\/a>/);

    const finished = page.section('finished');
    expect(finished.freespins).toEqual(['23']);
    expect(finished.text).toContain('Expired');
    expect(finished.text).toContain('Winnings €0');
  });

  it('says each tab is empty in its own words', () => {
    const page = render(cacheWith([]), <GiftsPanel />);
    expect(page.section('new').text).toContain('No new gifts yet');
    expect(page.section('active').text).toContain('No active gifts');
    expect(page.section('finished').text).toContain('Nothing finished yet');
  });

  it('shows a skeleton while the list loads', () => {
    const queryClient = new QueryClient();
    const page = render(queryClient, <GiftsPanel />);
    expect(page.html).toContain('aria-busy="true"');
    expect(page.html).toContain('aria-label="Loading your gifts"');
    expect(page.html).not.toContain('role="tablist"');
  });

  it('says the list did not load, with a retry, rather than showing no gifts', async () => {
    // As after the browser's own retries: a failed list is not fetched again by the first paint.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
    await queryClient.prefetchQuery({
      queryKey: queryKeys.bonuses(),
      queryFn: () => Promise.reject(new HttpError('INTERNAL', 'boom', 500)),
    });
    const page = render(queryClient, <GiftsPanel />);
    expect(page.html).toContain('role="alert"');
    expect(page.text()).toContain('Your gifts could not be loaded');
    expect(page.text()).toContain('Try again');
    expect(page.text()).not.toContain('No new gifts yet');
  });
});

describe('the cancel dialog', () => {
  const bonus = playerBonus({ id: 9, title: 'Weekend boost', stage: 'handle_bets', cancelable: true });
  const money = { format: (cents: number) => `€${(cents / 100).toFixed(2)}`, subunits: () => 100 };
  const noop = () => undefined;

  it('offers no confirmation until it knows what would be lost', () => {
    const page = render(
      new QueryClient(),
      <CancelGiftDialog bonus={bonus} money={money} onClose={noop} onCanceled={noop} />,
    );
    expect(page.text()).toContain('Checking what canceling would change');
    expect(page.text()).not.toContain('Yes, cancel the bonus');
    expect(page.text()).toContain('Keep the bonus');
  });

  it('shows the bonus balance and winnings lost and the cash kept, then the confirmation', () => {
    const queryClient = new QueryClient();
    const info: BonusCancelInfo = {
      id: 9,
      total_withdrawal_amount: '40.00',
      current_balance: '62.50',
      cash_balance: '40.00',
      bonus_balance: '20.00',
      bonus_winnings: '2.50',
    };
    queryClient.setQueryData(cancelInfoQueryOptions(9).queryKey, info);
    const page = render(queryClient, <CancelGiftDialog bonus={bonus} money={money} onClose={noop} onCanceled={noop} />);
    const text = page.text();
    expect(text).toContain('Cancel Weekend boost?');
    expect(text).toMatch(/You will lose Bonus balance €20\.00 Winnings from this bonus €2\.50/);
    expect(text).toMatch(/You keep Cash balance €40\.00/);
    expect(text).toContain('Yes, cancel the bonus');
  });
});
