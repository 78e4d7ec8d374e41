import type { LiveTable } from '@casino/contracts';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress, registerThroughApi } from './support/accounts';
import { creditPlayer } from './support/operator';
import { DESKTOP, PHONE, saveScreenshot, useBrowser, type Viewport } from './support/browser';

/**
 * A live table against the real server: two players in two browsers sit at the same roulette table, one bets, and
 * both see the same round's result from the table's shared draw, delivered over realtime.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

type Table = { identifier: string; title: string };
const TABLE: Table = { identifier: 'brightstage-live/imperial-roulette-live', title: 'Imperial Roulette Live' };
/** A crash game played for real is a shared table too: every player flies the same rounds. */
const CRASH: Table = { identifier: 'rushline-originals/turbo-crash', title: 'Turbo Crash' };

async function seat(viewport: Viewport, { identifier, title }: Table = TABLE) {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  const { page } = watched;
  await registerThroughApi(page.request, baseUrl);
  const { id } = (await (await page.request.get(`${baseUrl}/api/player`)).json()) as { id: number };
  await creditPlayer(id, 50_00);
  const launched = page.waitForResponse((response) => response.url().endsWith(`/api/games/${identifier}/session`));
  await page.goto(`${baseUrl}/play/${identifier}?mode=real`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const launch = await launched;
  expect(launch.status()).toBe(201);
  const { session_id: token } = (await launch.json()) as { session_id: string };
  const table = page.frameLocator(`iframe[title="${title}"]`);
  const read = async () =>
    (await (
      await page.request.get(`${baseUrl}/api/studio/live`, { headers: { 'x-studio-session': token } })
    ).json()) as LiveTable;
  return { ...watched, table, token, read };
}

describe('a live table', () => {
  it('shows two seated players the same result of a round, and pays the one who bet', async () => {
    const first = await seat(DESKTOP);
    const second = await seat(PHONE);
    await first.table.getByText('Place your bets').first().waitFor({ timeout: 30_000 });

    // A bet in the window, as the board's Place bet sends it.
    let round = (await first.read()).round;
    if (round.phase !== 'betting' || Date.parse(round.betting_closes_at) - Date.now() < 2_000) {
      await first.table.getByText('Place your bets').first().waitFor({ timeout: 30_000 });
      round = (await first.read()).round;
    }
    const bet = await first.page.request.post(`${baseUrl}/api/studio/live/bets`, {
      headers: { 'x-studio-session': first.token, 'idempotency-key': crypto.randomUUID() },
      data: { stake: 100, choice: { bets: [{ type: 'red', stake: 100 }] } },
    });
    expect(bet.status()).toBe(201);

    // Both frames show the round in their results once it is drawn: the same round, the same pocket.
    const label = new RegExp(`^Round ${round.number}: `);
    await first.table.getByLabel(label).first().waitFor({ timeout: 40_000 });
    await second.table.getByLabel(label).first().waitFor({ timeout: 40_000 });
    const seenByFirst = await first.table.getByLabel(label).first().getAttribute('aria-label');
    const seenBySecond = await second.table.getByLabel(label).first().getAttribute('aria-label');
    expect(seenByFirst).toBe(seenBySecond);
    await saveScreenshot(first.page, 'live-roulette-result', DESKTOP);
    await saveScreenshot(second.page, 'live-roulette-result', PHONE);

    const [atFirst, atSecond] = await Promise.all([first.read(), second.read()]);
    expect(atFirst.history.find((result) => result.number === round.number)).toEqual(
      atSecond.history.find((result) => result.number === round.number),
    );
    const settled = atFirst.round.number === round.number ? atFirst.my_bet : null;
    const accounts = (await (await first.page.request.get(`${baseUrl}/api/player/accounts`)).json()) as {
      currency: string;
      amount_cents: number;
    }[];
    const win = settled?.win ?? accounts.find((a) => a.currency === 'EUR')!.amount_cents - 50_00 + 100;
    expect([0, 200]).toContain(win);
    expect(accounts.find((account) => account.currency === 'EUR')?.amount_cents).toBe(50_00 - 100 + win);
    expect(first.problems).toEqual([]);
    expect(second.problems).toEqual([]);
    await first.page.context().close();
    await second.page.context().close();
  });

  it('flies one crash round for two players, and pays the one who cashes out by the button at once', async () => {
    const pilot = await seat(DESKTOP, CRASH);
    const watcher = await seat(PHONE, CRASH);
    const balanceOf = async () =>
      (
        (await (await pilot.page.request.get(`${baseUrl}/api/player/accounts`)).json()) as {
          currency: string;
          amount_cents: number;
        }[]
      ).find((account) => account.currency === 'EUR')!.amount_cents;

    // A round that crashes before the click (about one in eight) is lost; the next round tries again.
    let cashedOut: { round: number; win: number } | undefined;
    let staked = 0;
    for (let attempt = 0; attempt < 6 && !cashedOut; attempt += 1) {
      await pilot.table.getByText('Boarding').first().waitFor({ timeout: 40_000 });
      const placeBet = pilot.table.getByRole('button', { name: /^Place bet/ });
      await placeBet.click();
      await pilot.table.getByText(/^Bet placed ·/).waitFor({ timeout: 10_000 });
      const { my_bet: bet, round } = await pilot.read();
      staked += bet!.stake;
      const cashOut = pilot.table.getByRole('button', { name: /^Cash out/ });
      await cashOut.waitFor({ timeout: 15_000 });
      await expect.poll(() => cashOut.isEnabled(), { timeout: 5_000 }).toBe(true);
      const answered = pilot.page.waitForResponse((response) => response.url().endsWith('/api/studio/live/cash_out'));
      await cashOut.click().catch(() => undefined); // the button goes when the round crashes first
      const answer = await answered.catch(() => undefined);
      if (answer?.status() === 200) {
        const { bet: left } = (await answer.json()) as { bet: { win: number; cash_out: number } };
        expect(left.cash_out).toBeGreaterThanOrEqual(101);
        cashedOut = { round: round.number, win: left.win };
        await pilot.table
          .getByText(/^Cashed out at/)
          .first()
          .waitFor();
        await saveScreenshot(pilot.page, 'live-crash-cashed-out', DESKTOP);
      }
    }
    expect(cashedOut).toBeDefined();
    // Paid at the cash-out, before the crash: the balance already holds the win.
    expect(await balanceOf()).toBe(50_00 - staked + cashedOut!.win);

    // Both frames show the same crash point for the round.
    const label = new RegExp(`^Round ${cashedOut!.round}: Crashed at`);
    await pilot.table.getByLabel(label).first().waitFor({ timeout: 120_000 });
    await watcher.table.getByLabel(label).first().waitFor({ timeout: 120_000 });
    expect(await pilot.table.getByLabel(label).first().getAttribute('aria-label')).toBe(
      await watcher.table.getByLabel(label).first().getAttribute('aria-label'),
    );
    await saveScreenshot(watcher.page, 'live-crash-result', PHONE);
    expect(pilot.problems).toEqual([]);
    expect(watcher.problems).toEqual([]);
    await pilot.page.context().close();
    await watcher.page.context().close();
  });
});
