import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress } from './support/accounts';
import { DESKTOP, PHONE, saveScreenshot, settle, useBrowser, type Viewport } from './support/browser';

/**
 * The public payments information page: every method of a currency with its terms, as a table on a desktop and as
 * cards on a phone, and another currency's methods and limits when the visitor switches.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

/** The visible rendering of one method: a table row on a desktop, a card on a phone. */
const methodOf = (page: Page, viewport: Viewport, id: string) =>
  page.locator(`${viewport.phone ? 'li' : 'tr'}[data-method="${id}"]`);

async function visitorOn(viewport: Viewport, path: string, accept = 'Accept') {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  await watched.page.goto(`${baseUrl}${path}`);
  await watched.page.getByRole('button', { name: accept, exact: true }).click();
  return watched;
}

describe('the payments information page', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`lists every method with its limits and follows the currency (${viewport.name})`, async () => {
      const { page, problems } = await visitorOn(viewport, '/payments?currency=EUR');
      await page.getByRole('heading', { level: 1, name: 'Payment methods' }).waitFor();
      const currency = page.getByLabel('Currency');
      expect(await currency.inputValue()).toBe('EUR');

      const visa = methodOf(page, viewport, 'visa');
      await visa.getByText('Visa', { exact: true }).waitFor();
      const bitcoin = methodOf(page, viewport, 'crypto_btc');
      if (viewport.phone) {
        await visa.getByText('€0.01 – €10,000', { exact: true }).first().waitFor();
        // Deposits and withdrawals of a coin share the spec's limits: the range shows twice.
        const btcRange = bitcoin.getByText('100 µBTC – 400,000 µBTC', { exact: true });
        await btcRange.first().waitFor();
        expect(await btcRange.count()).toBe(2);
      } else {
        const cells = await visa.getByRole('cell').allInnerTexts();
        expect(cells).toEqual(['Instant', 'Free', '€0.01', '€10,000', '€0.01', '€10,000']);
        expect(await bitcoin.getByRole('cell').allInnerTexts()).toEqual(
          expect.arrayContaining(['100 µBTC', '400,000 µBTC']),
        );
        await page.getByRole('table', { name: 'Payment methods in EUR' }).waitFor();
      }
      await settle(page);
      await saveScreenshot(page, 'payments-info', viewport);

      await currency.selectOption('JPY');
      await page.waitForURL(/currency=JPY/);
      const bankTransfer = methodOf(page, viewport, 'bank_transfer');
      if (viewport.phone) {
        await bankTransfer.getByText('¥1 – ¥15,000,000', { exact: true }).waitFor();
      } else {
        await page.getByRole('table', { name: 'Payment methods in JPY' }).waitFor();
        expect(await bankTransfer.getByRole('cell').allInnerTexts()).toEqual([
          'Instant',
          'Free',
          '¥1',
          '¥15,000,000',
          '¥1',
          '¥7,500,000',
        ]);
      }
      // No coin is sold for yen in the demo rates: the table lists the fiat methods only.
      expect(await methodOf(page, viewport, 'crypto_btc').count()).toBe(0);
      await settle(page);
      await saveScreenshot(page, 'payments-info-jpy', viewport);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('reads in Canadian French on a phone', async () => {
    const { page, problems } = await visitorOn(PHONE, '/fr-CA/payments?currency=CAD', 'Accepter');
    await page.getByRole('heading', { level: 1, name: 'Modes de paiement' }).waitFor();
    await methodOf(page, PHONE, 'visa').getByText('Instantané').waitFor();
    await settle(page);
    await saveScreenshot(page, 'payments-info-fr-CA', PHONE);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
