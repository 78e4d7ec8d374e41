import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress, registerThroughApi } from './support/accounts';
import { creditPlayer } from './support/operator';
import { DESKTOP, PHONE, saveScreenshot, settle, useBrowser, type Viewport } from './support/browser';

/**
 * The player's wallets against the real server: money put in by the operator API moves the header's balance live
 * (ledger → outbox → realtime), and the balance menu switches between wallets, crypto shown in its display unit.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

async function selectThroughApi(page: Page, currency: string): Promise<void> {
  const response = await page.request.post(`${baseUrl}/api/player/accounts`, {
    headers: { origin: baseUrl, 'idempotency-key': randomUUID() },
    data: { currency },
  });
  expect(response.status()).toBe(200);
}

async function playerWithWallets(viewport: Viewport) {
  // Switching wallets reloads the limits, which are not on the server yet.
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  const { page } = watched;
  await registerThroughApi(page.request, baseUrl);
  const { id } = (await (await page.request.get(`${baseUrl}/api/player`)).json()) as { id: number };
  // A second wallet in BTC, holding 0.00012345 BTC; the player keeps playing from EUR.
  await selectThroughApi(page, 'BTC');
  await creditPlayer(id, 12_345, 'BTC');
  await selectThroughApi(page, 'EUR');
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await settle(page);
  return { ...watched, userId: id };
}

const balanceButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Your balance/ });

describe('wallets in the header', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`moves the balance live and switches wallets (${viewport.name})`, async () => {
      const { page, problems, userId } = await playerWithWallets(viewport);
      await balanceButton(page).getByText('€0', { exact: true }).waitFor();

      // No reload: the credit reaches the open page through the balance channel.
      await creditPlayer(userId, 2_550);
      await balanceButton(page).getByText('€25.50', { exact: true }).waitFor();

      await balanceButton(page).click();
      const wallets = page.getByRole('region', { name: 'Your wallets' });
      await wallets.waitFor();
      const eur = wallets.getByRole('button', { name: /^EUR/ });
      const btc = wallets.getByRole('button', { name: /^BTC/ });
      expect(await eur.getAttribute('aria-pressed')).toBe('true');
      expect(await btc.innerText()).toContain('123.45 µBTC');
      await saveScreenshot(page, 'wallets-menu', viewport);

      const switched = page.waitForResponse((response) => response.url().endsWith('/api/player/accounts'));
      await btc.click();
      expect((await switched).status()).toBe(200);
      await balanceButton(page).getByText('123.45 µBTC', { exact: true }).waitFor();
      const profile = (await (await page.request.get(`${baseUrl}/api/player`)).json()) as { currency: string };
      expect(profile.currency).toBe('BTC');
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
