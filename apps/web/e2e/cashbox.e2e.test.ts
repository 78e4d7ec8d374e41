import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress, registerThroughApi } from './support/accounts';
import { DESKTOP, PHONE, saveScreenshot, settle, useBrowser, type Viewport } from './support/browser';
import { creditPlayer } from './support/operator';

/**
 * The cashbox dashboard against the real server and its payments sandbox: wallets, the payment history, and a
 * pending withdrawal recalled from the list, its money back in the balance.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

async function pay(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(`${baseUrl}${path}`, {
    headers: { origin: baseUrl, 'idempotency-key': randomUUID() },
    data: { currency: 'EUR', ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function playerWithPayments(viewport: Viewport) {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  const { page } = watched;
  await registerThroughApi(page.request, baseUrl);
  const { id } = (await (await page.request.get(`${baseUrl}/api/player`)).json()) as { id: number };
  await creditPlayer(id, 100_000);
  await pay(page, '/api/payments/deposits', {
    method_id: 'visa',
    amount_cents: 2_500,
    fields: { card_number: '4242424242424242', card_expiry: '12/34', card_cvv: '123', card_holder: 'Ada Lovelace' },
  });
  // Above the auto-approval limit: it waits for review, and the player may still cancel it.
  await pay(page, '/api/payments/cashouts', {
    method_id: 'sandpay',
    amount_cents: 60_000,
    fields: { email: 'ada@example.com' },
  });
  return watched;
}

describe('the cashbox dashboard', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`lists payments and recalls a pending withdrawal (${viewport.name})`, async () => {
      const { page, problems } = await playerWithPayments(viewport);
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: 'Accept', exact: true }).click();
      await page.goto(`${baseUrl}/cashbox`);
      const dialog = page.getByRole('dialog');
      const history = dialog.getByRole('region', { name: 'Payment history' });
      await history.getByText('Withdrawal · SandPay').waitFor();
      await history.getByText('Deposit · Visa').waitFor();
      await history.getByText('Pending', { exact: true }).waitFor();
      await history.getByText('Completed', { exact: true }).waitFor();
      await dialog.getByText('Withdrawable: €425', { exact: true }).waitFor();
      await settle(page);
      await saveScreenshot(page, 'cashbox-dashboard', viewport);

      await history.getByRole('button', { name: 'Cancel withdrawal' }).click();
      await history.getByText('Canceled by you', { exact: true }).waitFor();
      await dialog.getByText('Withdrawable: €1,025', { exact: true }).waitFor();
      expect(await history.getByRole('button', { name: 'Cancel withdrawal' }).count()).toBe(0);

      await history.getByRole('button', { name: 'Withdrawals' }).click();
      await history.getByText('Withdrawal · SandPay').waitFor();
      await expect.poll(() => history.getByText('Deposit · Visa').count()).toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});

async function playerAtDeposit(viewport: Viewport) {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  const { page } = watched;
  await registerThroughApi(page.request, baseUrl);
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.goto(`${baseUrl}/deposit`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Visa' }).waitFor();
  return { ...watched, dialog };
}

async function fillCard(dialog: Locator, number: string): Promise<void> {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date').fill('12/34');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Name on card').fill('Ada Lovelace');
}

describe('a card deposit in the cashier', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`passes 3-D Secure in the frame and lands in the balance (${viewport.name})`, async () => {
      const { page, problems, dialog } = await playerAtDeposit(viewport);
      expect(await dialog.getByRole('radio', { name: 'Visa' }).getAttribute('aria-checked')).toBe('true');
      expect(await dialog.getByLabel(/^Amount/).inputValue()).toBe('50');
      // The method's range, as money in the player's locale (not the method's bare numbers and code).
      await dialog.getByText('From €0.01 to €10,000', { exact: true }).waitFor();
      await fillCard(dialog, '4000 0000 0000 3220');
      await settle(page);
      await saveScreenshot(page, 'cashbox-deposit', viewport);
      await dialog.getByRole('button', { name: 'Deposit now' }).click();

      const challenge = page.frameLocator('iframe[title="Card security check"]');
      await challenge.getByRole('button', { name: 'Authenticate' }).click();
      await dialog.getByText('€50 added to your balance').waitFor();
      await page.getByRole('banner').getByText('€50', { exact: true }).first().waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('says why a declined card did not go through, and checks the card before sending it', async () => {
    const { page, problems, dialog } = await playerAtDeposit(DESKTOP);
    await fillCard(dialog, '4242 4242 4242 4241');
    await dialog.getByRole('button', { name: 'Deposit now' }).click();
    await dialog.getByText('Check the card details.').waitFor();

    await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Deposit now' }).click();
    await dialog.getByText('Your deposit did not go through').waitFor();
    await dialog.getByText('Your card was declined. Try another card or method.').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
