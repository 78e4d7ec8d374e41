import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress, registerThroughApi } from './support/accounts';
import { DESKTOP, PHONE, saveScreenshot, settle, useBrowser, type Viewport } from './support/browser';

/**
 * The cashbox dashboard against the real server and its payments sandbox: wallets, the payment history, and a
 * pending withdrawal recalled from the list, its money back in the balance.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

async function credit(userId: number, amountCents: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/admin/players/${userId}/balance_adjustments`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${inject('adminToken')}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      origin: baseUrl,
    },
    body: JSON.stringify({ currency: 'EUR', amount_cents: amountCents, reason: 'Browser test credit' }),
  });
  if (response.status !== 201) throw new Error(`credit answered ${response.status}: ${await response.text()}`);
}

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
  await credit(id, 100_000);
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
