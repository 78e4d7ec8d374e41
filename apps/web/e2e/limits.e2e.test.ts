import type { WalletAccount } from '@casino/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress, PASSWORD, registerThroughApi } from './support/accounts';
import {
  DESKTOP,
  PHONE,
  saveScreenshot,
  settle,
  useBrowser,
  type ExpectedFailure,
  type Viewport,
} from './support/browser';
import { creditPlayer } from './support/operator';

/**
 * Responsible gambling against the real server (docs/responsible-gambling.md): a daily deposit limit set on the
 * limits page stops the deposit that would pass it, a cooling-off signs the player out at once, and a reality check
 * interrupts real play at the interval the player chose.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

/** A freshly registered player on `path`, with the cookie notice accepted. */
async function playerOn(viewport: Viewport, path: string, expected: readonly ExpectedFailure[] = []) {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() }, expected);
  const { page } = watched;
  await registerThroughApi(page.request, baseUrl);
  const { id } = (await (await page.request.get(`${baseUrl}/api/player`)).json()) as { id: number };
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  return { ...watched, userId: id };
}

const limitSaved = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/user_limits',
  );

async function euroBalance(page: Page): Promise<number> {
  const accounts = (await (await page.request.get(`${baseUrl}/api/player/accounts`)).json()) as WalletAccount[];
  return accounts.find((account) => account.currency === 'EUR')?.amount_cents ?? Number.NaN;
}

/**
 * The cashier's card form, filled with the sandbox's card that is paid at once (no 3-D Secure). The card is not
 * kept, so the next deposit asks for a card again rather than sometimes offering the saved one.
 */
async function fillSuccessCard(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry date').fill('12/34');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Name on card').fill('Ada Lovelace');
  await dialog.getByLabel('Save this card for one-click deposits').uncheck();
}

// The refused deposit is the point of the first journey: the server answers it 422 LIMIT_REACHED.
const REFUSED_DEPOSIT: ExpectedFailure = { path: '/api/payments/deposits', status: 422 };

describe('a deposit limit', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`is set on the limits page, deposited up to, and refuses the deposit past it (${viewport.name})`, async () => {
      const { page, problems } = await playerOn(viewport, '/profile/limits', [REFUSED_DEPOSIT]);
      const daily = page
        .getByRole('region', { name: 'Deposit limit' })
        .getByRole('listitem')
        .filter({ hasText: 'Daily' });
      await daily.getByRole('button', { name: 'Set a limit' }).click();
      await daily.getByLabel('Amount in EUR').fill('20');
      await daily.getByText('This limit applies as soon as you save it.').waitFor();
      const saved = limitSaved(page);
      await daily.getByRole('button', { name: 'Save limit' }).click();
      expect((await saved).ok()).toBe(true);
      await daily.getByText('Saved. Your limit applies now.').waitFor();
      await daily.getByText('€0 of €20 used').waitFor();
      await daily.getByText('€20 left').waitFor();
      await settle(page);
      await saveScreenshot(page, 'limits-deposit-set', viewport);

      // Up to the limit through the cashier, with the sandbox's card that is paid at once.
      await page.goto(`${baseUrl}/deposit`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Visa' }).waitFor();
      await dialog.getByRole('button', { name: '20', exact: true }).click();
      await fillSuccessCard(dialog);
      await dialog.getByRole('button', { name: 'Deposit now' }).click();
      await dialog.getByText('€20 added to your balance').waitFor();
      expect(await euroBalance(page)).toBe(20_00);

      // One more euro would pass the limit: the server refuses it before the card is charged.
      await dialog.getByRole('button', { name: 'Make another deposit' }).click();
      await dialog.getByLabel(/^Amount/).fill('1');
      await fillSuccessCard(dialog);
      const refused = page.waitForResponse((response) => response.url().endsWith('/api/payments/deposits'));
      await dialog.getByRole('button', { name: 'Deposit now' }).click();
      expect((await refused).status()).toBe(422);
      const warning = dialog.getByText(
        /^This deposit would go over your deposit limit \(daily\)\. You can deposit €0 more until it resets in /,
      );
      await warning.waitFor();
      expect(await dialog.getByRole('link', { name: 'Your responsible gaming limits' }).count()).toBeGreaterThan(0);
      await settle(page);
      await saveScreenshot(page, 'limits-deposit-refused', viewport);
      expect(await euroBalance(page)).toBe(20_00);

      // The limits page says the same: all of it used.
      await page.goto(`${baseUrl}/profile/limits`);
      await daily.getByText('€20 of €20 used').waitFor();
      await daily.getByText('Limit reached').waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});

describe('a cooling-off', () => {
  it('is taken with the password and signs the player out at once', async () => {
    const { page, problems } = await playerOn(DESKTOP, '/profile/limits');
    const card = page.getByRole('region', { name: 'Take a break' });
    await card.getByLabel('For how long').selectOption({ label: '24 hours' });
    await card.getByRole('button', { name: 'Start a break…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a break for 24 hours' });
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await settle(page);
    await saveScreenshot(page, 'limits-cooling-off-confirm', DESKTOP);
    const saved = limitSaved(page);
    await dialog.getByRole('button', { name: 'Start my break' }).click();
    expect((await saved).ok()).toBe(true);

    const done = page.getByRole('dialog', { name: 'Your break has started' });
    await done.getByText('Your break of 24 hours has started.', { exact: false }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'limits-cooling-off-started', DESKTOP);
    await done.getByRole('button', { name: 'Sign out' }).click();
    // A guest in the lobby, as after any sign-out: not sent to the sign-up form by the limits page's guard.
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await settle(page);
    await saveScreenshot(page, 'limits-cooling-off-signed-out', DESKTOP);
    expect((await page.request.get(`${baseUrl}/api/player`)).status()).toBe(401);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

type RoundAnswer = { stake: number; win: number; balance: number };

/** Money as the page shows it: whole euros without cents, as everywhere in the lobby. */
const euros = (cents: number) => `€${(cents / 100).toFixed(2).replace(/\.00$/, '')}`;

describe('a reality check', () => {
  it('interrupts real play at the chosen interval with the time played and the net position', async () => {
    const { page, problems, userId } = await playerOn(DESKTOP, '/profile/limits');
    await creditPlayer(userId, 50_00);
    const card = page.getByRole('region', { name: 'Reality check' });
    await card.getByLabel('Show a reminder').selectOption({ label: 'Every 15 minutes' });
    await card.getByText('Saved. The reminder follows your new choice.').waitFor();

    // The check falls due 15 minutes after the game's launch, counted by the page's own clock: a fake clock,
    // installed before the game page loads, lets the test move those minutes on instead of waiting them out.
    await page.clock.install();
    const launched = page.waitForResponse((response) =>
      response.url().endsWith('/api/games/rushline-originals/ember-dice/session'),
    );
    await page.goto(`${baseUrl}/play/rushline-originals/ember-dice?mode=real`);
    expect((await launched).status()).toBe(201);
    const game = page.frameLocator('iframe[title="Ember Dice"]');
    const roll = game.getByRole('button', { name: 'Roll', exact: true });
    await roll.waitFor();
    const opened = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/studio/rounds'),
    );
    await roll.click();
    const round = (await (await opened).json()) as RoundAnswer;
    const net = round.win - round.stake;
    // The page counts the round once the game tells it, after the roll's animation: the session's net position
    // shows it (on a busy machine, some seconds after the round's answer).
    const stats = page.getByRole('group', { name: 'This session' });
    await stats.waitFor();
    await expect
      .poll(async () => (await stats.innerText()).replace(/\s+/g, ' ').replace(/\u2212/g, '-'), { timeout: 10_000 })
      .toContain(`NET POSITION ${net > 0 ? '+' : net < 0 ? '-' : ''}${euros(Math.abs(net))}`);
    const position =
      net > 0
        ? `This session you're up ${euros(net)}.`
        : net < 0
          ? `This session you're down ${euros(-net)}.`
          : "This session you're even: no net win or loss.";

    await page.clock.fastForward('15:00');
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await check.getByText("You've been playing for 15 minutes.").waitFor();
    await check.getByText(position).waitFor();
    await settle(page);
    await saveScreenshot(page, 'limits-reality-check', DESKTOP);

    await check.getByRole('button', { name: 'Keep playing' }).click();
    await check.waitFor({ state: 'detached' });
    // Play goes on in the same session.
    await roll.waitFor();
    expect(page.url()).toBe(`${baseUrl}/play/rushline-originals/ember-dice?mode=real`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
