import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress, registerThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
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
 * The cashier's withdrawal step against the real server and its payments sandbox: a request above the
 * auto-approval limit (200 EUR) waits for review and is canceled with the money back; one below it is approved
 * at once and paid by the sandbox (after PAYMENT_SANDBOX_SETTLE_MS); an amount over the withdrawable balance is
 * refused in the form and never sent.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

/** A signed-up player with €1,000 of cash, on the withdrawal step (`/withdraw`, or its locale's address). */
async function playerAtWithdraw(
  viewport: Viewport,
  { locale = '', credit = 100_000, expected = [] as ExpectedFailure[] } = {},
) {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() }, expected);
  const { page } = watched;
  await registerThroughApi(page.request, baseUrl);
  const { id } = (await (await page.request.get(`${baseUrl}/api/player`)).json()) as { id: number };
  if (credit > 0) await creditPlayer(id, credit);
  await page.goto(`${baseUrl}${locale}/`);
  await page.getByRole('button', { name: locale === '/fr-CA' ? 'Accepter' : 'Accept', exact: true }).click();
  await page.goto(`${baseUrl}${locale}/withdraw`);
  const dialog = page.getByRole('dialog');
  const cashouts = countCashoutRequests(page);
  return { ...watched, dialog, cashouts };
}

/** How many withdrawal requests the page has sent so far. */
function countCashoutRequests(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payments/cashouts') count += 1;
  });
  return () => count;
}

/** Waits until the summary's headline figure, the withdrawable amount, reads `amount`. */
const withdrawable = (dialog: Locator, amount: string) =>
  expect
    .poll(() => dialog.getByRole('region', { name: 'Available to withdraw' }).locator('strong').textContent())
    .toBe(amount);

async function withdrawBySandPay(dialog: Locator, amount: string): Promise<void> {
  await dialog.getByRole('radio', { name: 'SandPay' }).click();
  await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog.getByLabel('SandPay email').fill('ada@example.com');
}

describe('the withdrawal step', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`requests, cancels and pays withdrawals by SandPay (${viewport.name})`, async () => {
      const { page, problems, dialog, cashouts } = await playerAtWithdraw(viewport);
      await withdrawable(dialog, '€1,000');
      await dialog.getByRole('radio', { name: 'SandPay' }).waitFor();

      // Above the auto-approval limit: it waits for review, and the money is held at once.
      await withdrawBySandPay(dialog, '600');
      await settle(page);
      await saveScreenshot(page, 'cashbox-withdraw-form', viewport);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Withdraw €600' }).click();
      await dialog.getByRole('heading', { name: 'Withdrawal of €600 requested' }).waitFor();
      await withdrawable(dialog, '€400');
      expect(await dialog.getByRole('listitem').filter({ hasText: 'Requested' }).getAttribute('aria-current')).toBe(
        'step',
      );
      await settle(page);
      await saveScreenshot(page, 'cashbox-withdraw-pending', viewport);
      expect(await seriousViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: 'Cancel withdrawal' }).click();
      await dialog.getByRole('heading', { name: 'Withdrawal canceled' }).waitFor();
      await withdrawable(dialog, '€1,000');
      expect(await dialog.getByRole('button', { name: 'Cancel withdrawal' }).count()).toBe(0);

      // Up to the limit: approved at once, then paid by the sandbox a few seconds later.
      await dialog.getByRole('button', { name: 'Make another withdrawal' }).click();
      await withdrawBySandPay(dialog, '150');
      await dialog.getByRole('button', { name: 'Withdraw €150' }).click();
      await dialog.getByRole('heading', { name: '€150 paid out' }).waitFor({ timeout: 30_000 });
      await dialog.getByText('The money was sent to ada@example.com.').waitFor();
      await withdrawable(dialog, '€850');
      await page.getByRole('banner').getByText('€850', { exact: true }).first().waitFor();
      await settle(page);
      await saveScreenshot(page, 'cashbox-withdraw-paid', viewport);
      expect(cashouts()).toBe(2);

      // More than the withdrawable balance: the field says how much can go, focus lands on it, nothing is sent.
      await dialog.getByRole('button', { name: 'Make another withdrawal' }).click();
      await withdrawBySandPay(dialog, '900');
      await dialog.getByRole('button', { name: 'Withdraw €900' }).click();
      await dialog.getByText('You can withdraw up to €850.').waitFor();
      const amountField = dialog.getByLabel(/^Amount/);
      expect(await amountField.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => amountField.evaluate((input) => input === document.activeElement)).toBe(true);
      await settle(page);
      await saveScreenshot(page, 'cashbox-withdraw-error', viewport);
      expect(await seriousViolations(page)).toEqual([]);
      expect(cashouts()).toBe(2);

      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('checks the SandPay address before sending and lists a pending withdrawal below the form', async () => {
    const { page, problems, dialog, cashouts } = await playerAtWithdraw(DESKTOP);
    await dialog.getByLabel(/^Amount/).fill('300');
    // Another method keeps the amount typed.
    await dialog.getByRole('radio', { name: 'Bank transfer' }).click();
    await dialog.getByLabel('IBAN').waitFor();
    expect(await dialog.getByLabel(/^Amount/).inputValue()).toBe('300');
    await dialog.getByRole('radio', { name: 'SandPay' }).click();
    await dialog.getByLabel('SandPay email').fill('ada@');
    await dialog.getByRole('button', { name: 'Withdraw €300' }).click();
    await dialog.getByText('Enter a valid e-mail address, like name@example.com.').waitFor();
    expect(cashouts()).toBe(0);

    await dialog.getByLabel('SandPay email').fill('ada@example.com');
    await dialog.getByRole('button', { name: 'Withdraw €300' }).click();
    await dialog.getByRole('heading', { name: 'Withdrawal of €300 requested' }).waitFor();

    // Back on the form, the request waiting for review is listed below it, and can be canceled from there.
    await page.goto(`${baseUrl}/withdraw`);
    const pending = dialog.getByRole('region', { name: 'Pending withdrawals' });
    await pending.getByText('Withdrawal · SandPay').waitFor();
    await withdrawable(dialog, '€700');
    await pending.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await withdrawable(dialog, '€1,000');
    await pending.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says why a bank payout failed, and shows what the server refused next to its field', async () => {
    const { page, problems, dialog } = await playerAtWithdraw(DESKTOP, {
      expected: [{ path: '/api/payments/cashouts', status: 422 }],
    });
    // The sandbox's bank refuses payouts to this (valid) IBAN: the payout is declined and the money returns.
    await dialog.getByRole('radio', { name: 'Bank transfer' }).click();
    await dialog.getByLabel(/^Amount/).fill('120.50');
    await dialog.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 33');
    await dialog.getByLabel('Account holder').fill('Ada Lovelace');
    await dialog.getByRole('button', { name: 'Withdraw €120.50' }).click();
    await dialog.getByText('Check the IBAN.').waitFor();
    await dialog.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 32');
    await dialog.getByRole('button', { name: 'Withdraw €120.50' }).click();
    await dialog.getByRole('heading', { name: 'Your withdrawal of €120.50 was declined' }).waitFor({ timeout: 30_000 });
    await dialog.getByText('The receiving account is closed. Please choose another account or method.').waitFor();
    await withdrawable(dialog, '€1,000');
    await settle(page);
    await saveScreenshot(page, 'cashbox-withdraw-declined', DESKTOP);

    // What only the server can know lands next to the field it is about, or above the form.
    await dialog.getByRole('button', { name: 'Make another withdrawal' }).click();
    await page.route('**/api/payments/cashouts', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'INSUFFICIENT_FUNDS', message: 'Not enough money' },
          errors: { amount_cents: ['payments.errors.not_enough_money'] },
        }),
      }),
    );
    await withdrawBySandPay(dialog, '50');
    await dialog.getByRole('button', { name: 'Withdraw €50' }).click();
    await dialog.getByText('Not enough money in your balance.').waitFor();
    expect(await dialog.getByLabel(/^Amount/).getAttribute('aria-invalid')).toBe('true');
    await page.unroute('**/api/payments/cashouts');
    await page.route('**/api/payments/cashouts', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'VALIDATION_FAILED', message: 'Invalid' },
          errors: { method_id: ['payments.errors.method_unavailable'] },
        }),
      }),
    );
    await dialog.getByRole('button', { name: 'Withdraw €50' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'This payment method is not available for your wallet.' })
      .waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers a deposit when there is nothing to withdraw', async () => {
    const { page, problems, dialog } = await playerAtWithdraw(PHONE, { credit: 0 });
    await dialog.getByRole('heading', { name: 'Nothing to withdraw yet' }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'cashbox-withdraw-empty', PHONE);
    await dialog.getByRole('button', { name: 'Make a deposit' }).click();
    await page.getByRole('dialog', { name: 'Deposit' }).getByRole('radio', { name: 'Visa' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('fits long Canadian French words on a phone', async () => {
    const { page, problems, dialog } = await playerAtWithdraw(PHONE, { locale: '/fr-CA' });
    await dialog.getByRole('region', { name: 'Disponible pour retrait' }).waitFor();
    await dialog.getByRole('radio', { name: 'SandPay' }).click();
    await dialog.getByRole('textbox', { name: /^Montant/ }).fill('5000');
    await dialog.getByRole('button', { name: /^Retirer/ }).click();
    await dialog.getByText(/^Vous pouvez retirer jusqu’à/).waitFor();
    await settle(page);
    await saveScreenshot(page, 'cashbox-withdraw-fr-CA', PHONE);
    const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
