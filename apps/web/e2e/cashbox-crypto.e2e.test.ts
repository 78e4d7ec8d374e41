import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress, registerThroughApi } from './support/accounts';
import { DESKTOP, PHONE, saveScreenshot, settle, untilStill, useBrowser, type Viewport } from './support/browser';

/**
 * A crypto deposit from end to end: the player's BTC address and its QR code in the cashier, test coins sent from
 * the sandbox faucet, the chain's confirmations (a block a second on the e2e server), and the converted amount in
 * the header's balance and the payment history.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

const SENT_BTC = '0.001';
const SENT_SATOSHI = 100_000n;
const SATOSHI_PER_BTC = 100_000_000n;
const RATE_SCALE = 10_000_000_000n;

/**
 * What the EUR wallet must receive, computed as docs/payments.md states it: the published rate net of the fee,
 * rounded to 10 decimal places, then floor(satoshi × rate × 100 / 10^8) in integers.
 */
async function expectedEuroCents(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/info/crypto_exchange_rates`);
  const rates = (await response.json()) as Record<string, Record<string, { total_exchange_rate: number }>>;
  const rate = rates.BTC?.EUR?.total_exchange_rate;
  if (!rate) throw new Error('no BTC → EUR rate is published');
  const scaledRate = BigInt(Math.round(rate * Number(RATE_SCALE)));
  return Number((SENT_SATOSHI * scaledRate * 100n) / (SATOSHI_PER_BTC * RATE_SCALE));
}

/** Euros as the app shows them in English: whole amounts without cents ("€87"), others with both ("€87.05"). */
function euros(cents: number): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  const format = { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits };
  return new Intl.NumberFormat('en', format as Intl.NumberFormatOptions).format(cents / 100);
}

const balanceButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Your balance/ });

/** Sends the coins from the faucet page the cashier's link opened, with the address already filled in. */
async function sendFromFaucet(faucet: Page, address: string, viewport: Viewport): Promise<void> {
  await faucet.waitForLoadState();
  expect(await faucet.getByLabel('Address').inputValue()).toBe(address);
  expect(await faucet.getByLabel('Coin').inputValue()).toBe('BTC');
  await faucet.getByLabel('Amount').fill(SENT_BTC);
  await saveScreenshot(faucet, 'cashbox-crypto-faucet', viewport);
  await faucet.getByRole('button', { name: 'Send test coins' }).click();
  await faucet.waitForURL(/\/sandbox\/explorer\/tx\//);
  await faucet.close();
}

describe('a crypto deposit through the faucet', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`credits the converted coins after their confirmations (${viewport.name})`, async () => {
      const { page, problems } = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
      await registerThroughApi(page.request, baseUrl);
      const credited = await expectedEuroCents();
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: 'Accept', exact: true }).click();
      await balanceButton(page).getByText('€0', { exact: true }).waitFor();

      await page.goto(`${baseUrl}/deposit`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Bitcoin', exact: true }).click();
      const qrCode = dialog.getByRole('img', { name: 'QR code of your BTC deposit address' });
      await qrCode.waitFor();
      const address = (await dialog.locator('code').innerText()).trim();
      expect(address).toMatch(/^tb1q/);
      expect(await qrCode.getAttribute('data-qr-value')).toBe(`bitcoin:${address}`);
      await qrCode.scrollIntoViewIfNeeded();
      await settle(page);
      await saveScreenshot(page, 'cashbox-crypto-address', viewport);

      const [faucet] = await Promise.all([
        page.context().waitForEvent('page'),
        dialog.getByRole('link', { name: 'Get test coins' }).click(),
      ]);
      await sendFromFaucet(faucet, address, viewport);

      // Credited only at the second confirmation; the balance channel brings it to the open page.
      await balanceButton(page).getByText(euros(credited), { exact: true }).waitFor({ timeout: 30_000 });

      await page.goto(`${baseUrl}/cashbox`);
      const history = page.getByRole('dialog').getByRole('region', { name: 'Payment history' });
      await history.getByText('Deposit · Bitcoin').waitFor();
      await history.getByText('Completed', { exact: true }).waitFor();
      await history.getByText(`+${euros(credited)}`, { exact: true }).waitFor();
      await settle(page);
      await untilStill(page.getByRole('dialog'));
      await saveScreenshot(page, 'cashbox-crypto-credited', viewport);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
