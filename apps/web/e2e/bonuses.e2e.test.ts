import { randomUUID } from 'node:crypto';
import type { PlayerBonus } from '@casino/contracts';
import type { SlotDefinition } from '@casino/game-engine';
import { fairRandomness, spinSlot } from '@casino/game-engine';
import type { Locator, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { freshAddress, registerThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE, saveScreenshot, settle, useBrowser } from './support/browser';

/**
 * A bonus from end to end against the real server: a promo link's code, a card deposit in the cashier that earns
 * the code's bonus, the gifts page following the wagering live while a slot is played for real money in another
 * tab, the bonus converted to cash when its wagering is done, and a withdrawal of it.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

const SLOT = {
  identifier: 'copperleaf-play/plucky-bunny-fair',
  maths: 'plucky-bunny-fair',
  title: 'Plucky Bunny Fair',
};
const SPINS = 40;
const STUDIO_SPINS = 3;
const CODE = 'E2EBONUS';

async function saveCampaign(campaign: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseUrl}/api/admin/bonus_campaigns`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${inject('adminToken')}`,
      'content-type': 'application/json',
      origin: baseUrl,
    },
    body: JSON.stringify(campaign),
  });
  if (response.status !== 201) throw new Error(`campaign answered ${response.status}: ${await response.text()}`);
}

/** The journey's own campaigns: 50% up to €1 on a deposit of €10 or more with the code, wagered once; free spins. */
async function saveCampaigns(): Promise<void> {
  await saveCampaign({
    group_key: 'e2e_promo',
    title: 'Browser test promo',
    kind: 'deposit',
    match_percent: 50,
    amount_cents: { EUR: 100 },
    min_deposit_cents: { EUR: 1_000 },
    max_bet_cents: { EUR: 500 },
    wager_multiplier: 1,
    code: CODE,
  });
  await saveCampaign({
    group_key: 'e2e_spins',
    title: 'Browser test spins',
    kind: 'coupon',
    freespins_count: 10,
    amount_cents: { EUR: 100 },
    games: [SLOT.identifier],
    wager_multiplier: 30,
    code: 'E2ESPINS',
  });
  // Three spins of €1 (the slot's smallest bet: 100 coins of 1 cent) whose winnings are cash at once.
  await saveCampaign({
    group_key: 'e2e_studio_spins',
    title: 'Browser test studio spins',
    kind: 'coupon',
    freespins_count: STUDIO_SPINS,
    amount_cents: { EUR: 100 },
    games: [SLOT.identifier],
    wager_multiplier: 0,
    code: 'E2ESTUDIO',
  });
}

async function bonusOf(page: Page): Promise<PlayerBonus | undefined> {
  const list = (await (await page.request.get(`${baseUrl}/api/player/bonuses`)).json()) as PlayerBonus[];
  return list.find((bonus) => bonus.group_key === 'e2e_promo');
}

const progressOf = (gifts: Page) =>
  gifts.getByRole('progressbar', { name: 'Wagering progress' }).getAttribute('aria-valuenow');

async function fillCard(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry date').fill('12/34');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Name on card').fill('Ada Lovelace');
}

/**
 * Opens the slot for real money with a seed pair none of whose first spins starts free spins (the test server lets a
 * frame choose it, STUDIO_TEST_SEEDS), so every spin is one finished round and the journey's length is known.
 */
async function openSlotWithoutFreeSpins(slot: Page) {
  return quietSlot(slot, () => slot.goto(`${baseUrl}/play/${SLOT.identifier}?mode=real`));
}

/**
 * Opens the slot by `open` (a navigation, a click), then gives its session the quiet seed pair; `winning` also asks
 * that its first spins win something, so what they pay is never a trivial zero.
 */
async function quietSlot(slot: Page, open: () => Promise<unknown>, winning = false) {
  const launched = slot.waitForResponse((response) => response.url().endsWith(`/api/games/${SLOT.identifier}/session`));
  await open();
  const { session_id: token } = (await (await launched).json()) as { session_id: string };
  const maths = (await (await slot.request.get(`${baseUrl}/api/slot-maths/${SLOT.maths}/versions/1`)).json()) as {
    definition: SlotDefinition;
  };
  const clientSeed = 'e2e-bonus-wagering';
  const quiet = (seed: string) => {
    const spins = Array.from({ length: SPINS }, (_, nonce) =>
      spinSlot(
        maths.definition,
        { currency: 'EUR', coinValue: 1 },
        fairRandomness({ serverSeed: seed, clientSeed, nonce }),
      ),
    );
    const won = spins.slice(0, STUDIO_SPINS).some((spin) => spin.win > 0);
    return spins.every((spin) => spin.state === null) && (won || !winning);
  };
  const serverSeed = Array.from({ length: 2_000 }, (_, at) => at.toString(16).padStart(64, '0')).find(quiet)!;
  const chosen = await slot.request.put(`${baseUrl}/api/studio/test/seeds`, {
    headers: { 'x-studio-session': token },
    data: { server_seed: serverSeed, client_seed: clientSeed },
  });
  expect(chosen.status()).toBe(200);
  return slot.frameLocator(`iframe[title="${SLOT.title}"]`);
}

/** Spins the slot once; answers when the round has finished and the next spin is offered. */
async function spinOnce(page: Page, game: ReturnType<Page['frameLocator']>): Promise<void> {
  const spin = game.getByRole('button', { name: 'Spin', exact: true }).and(game.locator(':enabled'));
  await spin.waitFor();
  const opened = page.waitForResponse(
    (response: Response) => response.request().method() === 'POST' && /\/api\/studio\/rounds$/.test(response.url()),
  );
  await spin.click();
  expect(((await (await opened).json()) as { status: string }).status).toBe('finished');
  await spin.waitFor();
}

async function cashOf(page: Page): Promise<number> {
  const accounts = (await (await page.request.get(`${baseUrl}/api/player/accounts`)).json()) as {
    currency: string;
    available_to_cashout_cents: number;
  }[];
  return accounts.find((account) => account.currency === 'EUR')!.available_to_cashout_cents;
}

describe('a bonus from a promo link to a withdrawal', () => {
  beforeAll(saveCampaigns);

  it('deposits with the code, wagers the bonus on a slot while the gifts page follows, and withdraws it', async () => {
    const { page, problems } = await openPage(DESKTOP, { 'x-forwarded-for': freshAddress() });
    await registerThroughApi(page.request, baseUrl);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();

    // The promo link of an e-mail, signed in: the code is set and the deposit opens with its offer chosen.
    await page.goto(`${baseUrl}/?depositPromocode=${CODE}`);
    const dialog = page.getByRole('dialog');
    // The code's offer is the chosen bonus, shown on the deposit's one-line summary.
    await dialog.getByText('50% up to €1', { exact: true }).first().waitFor();
    await dialog.getByLabel(/^Amount/).fill('20');
    await fillCard(dialog);
    await dialog.getByRole('button', { name: 'Deposit now' }).click();
    await dialog.getByText('€20 added to your balance').waitFor();
    await expect.poll(async () => (await bonusOf(page))?.stage, { timeout: 15_000 }).toBe('handle_bets');

    // The gifts page shows it wagering; it follows the progress live while the slot plays in another tab.
    const gifts = page;
    await gifts.goto(`${baseUrl}/profile/gifts`);
    await gifts.getByRole('tab', { name: /Active/ }).click();
    await gifts.getByRole('heading', { name: 'Browser test promo' }).waitFor();
    expect(await progressOf(gifts)).toBe('0');
    await settle(gifts);
    await saveScreenshot(gifts, 'gifts-active', DESKTOP);
    expect(await seriousViolations(gifts)).toEqual([]);

    const slot = await page.context().newPage();
    const game = await openSlotWithoutFreeSpins(slot);
    for (let spins = 0; spins < SPINS && (await bonusOf(slot))?.stage === 'handle_bets'; spins += 1) {
      await spinOnce(slot, game);
    }
    expect((await bonusOf(slot))?.stage).toBe('wager_done');
    await slot.close();

    // Told over bonuses_changes, without a reload: the bonus is finished and its money is cash.
    await gifts.getByRole('tab', { name: /Finished/ }).click();
    await gifts.getByText('Completed', { exact: true }).waitFor();
    const accounts = (await (await page.request.get(`${baseUrl}/api/player/accounts`)).json()) as {
      currency: string;
      amount_cents: number;
      available_to_cashout_cents: number;
    }[];
    const eur = accounts.find((account) => account.currency === 'EUR')!;
    expect(eur.available_to_cashout_cents).toBe(eur.amount_cents);

    await page.goto(`${baseUrl}/withdraw`);
    const cashier = page.getByRole('dialog');
    await cashier.getByRole('radio', { name: 'SandPay' }).click();
    await cashier.getByLabel(/^Amount/).fill('5');
    await cashier.getByLabel('SandPay email').fill('ada@example.com');
    await cashier.getByRole('button', { name: 'Withdraw €5' }).click();
    await cashier.getByRole('heading', { name: /€5/ }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('plays free spins from the gifts page in the slot, staked by the casino, and pays what they won', async () => {
    const { page, problems } = await openPage(DESKTOP, { 'x-forwarded-for': freshAddress() });
    await registerThroughApi(page.request, baseUrl);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const coupon = await page.request.post(`${baseUrl}/api/bonuses/coupon`, {
      headers: { origin: baseUrl },
      data: { coupon_code: 'E2ESTUDIO' },
    });
    expect(await coupon.json()).toEqual({ status: 'successfully_activated' });

    // Activating the gift opens its slot for real money, with no money of the player's own.
    await page.goto(`${baseUrl}/profile/gifts`);
    const card = page.getByRole('article', { name: 'Browser test studio spins' });
    const game = await quietSlot(page, () => card.getByRole('button', { name: 'Activate' }).click(), true);
    await page.waitForURL(`**/play/${SLOT.identifier}?mode=real`);
    const panel = game.locator('[data-casino-spins="active"]');
    await panel.getByText(`${STUDIO_SPINS} of ${STUDIO_SPINS} left`).waitFor();
    await panel.getByText('€1.00 per spin, paid by us').waitFor();
    await settle(page);
    await saveScreenshot(page, 'slot-casino-spins', DESKTOP);
    expect(await seriousViolations(page)).toEqual([]);

    let won = 0;
    for (let left = STUDIO_SPINS; left > 0; left -= 1) {
      const spin = game.getByRole('button', { name: `Free spin (${left} left)` }).and(game.locator(':enabled'));
      await spin.waitFor();
      const opened = page.waitForResponse(
        (response) => response.request().method() === 'POST' && /\/api\/studio\/rounds$/.test(response.url()),
      );
      await spin.click();
      const round = (await (await opened).json()) as { status: string; stake: number; win: number };
      expect(round).toMatchObject({ status: 'finished', stake: 100 });
      won += round.win;
    }
    // The last spin over, the panel says what they won and hands the bet back; the winnings are cash (no wager).
    const ended = game.locator('[data-casino-spins="ended"]');
    await ended.getByRole('heading', { name: 'Your free spins are over' }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'slot-casino-spins-over', DESKTOP);
    expect(won).toBeGreaterThan(0);
    expect(await cashOf(page)).toBe(won);
    await ended.getByRole('button', { name: 'Back to my bet' }).click();
    await game.getByRole('group', { name: 'Bet' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a guest the public offers and one offer’s whole terms, with the way to claim it', async () => {
    const { page, problems } = await openPage(DESKTOP, { 'x-forwarded-for': freshAddress() });
    await page.goto(`${baseUrl}/promotions`);
    await page.getByRole('heading', { name: 'Promotions', level: 1 }).waitFor();
    // A code-only offer (the journey's own) is never listed; the seeded first deposit bonus is.
    expect(await page.locator('[data-promotion="e2e_promo"]').count()).toBe(0);
    const first = page.locator('[data-promotion="first_deposit"]');
    await first.getByRole('heading', { name: /^100% up to / }).waitFor();
    await first.getByRole('link', { name: /^Full terms/ }).click();
    await page.waitForURL('**/promotions/first_deposit');
    await page.getByText('Maximum bet while wagering').waitFor();
    await page.getByText('Counts toward wagering').waitFor();
    // A guest claims it by signing up, and comes back to the cashbox's bonus choice.
    const claim = page.getByRole('link', { name: /Sign up to claim/ }).first();
    expect(await claim.getAttribute('href')).toMatch(/^\/registration\?redirect=/);
    await settle(page);
    await saveScreenshot(page, 'promotion-first-deposit', DESKTOP);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('asks before a withdrawal cancels an active bonus (phone)', async () => {
    const refusal = { path: '/api/payments/cashouts', status: 409 };
    const { page, problems } = await openPage(PHONE, { 'x-forwarded-for': freshAddress() }, [refusal]);
    await registerThroughApi(page.request, baseUrl);
    const pay = (path: string, data: Record<string, unknown>) =>
      page.request.post(`${baseUrl}${path}`, {
        headers: { origin: baseUrl, 'idempotency-key': randomUUID() },
        data: { currency: 'EUR', ...data },
      });
    const code = await page.request.patch(`${baseUrl}/api/player/set_bonus_code`, {
      headers: { origin: baseUrl },
      data: { deposit_bonus_code: CODE },
    });
    expect(code.status()).toBe(200);
    const card = {
      card_number: '4242424242424242',
      card_expiry: '12/34',
      card_cvv: '123',
      card_holder: 'Ada Lovelace',
    };
    expect(
      (await pay('/api/payments/deposits', { method_id: 'visa', amount_cents: 2_000, fields: card })).status(),
    ).toBe(201);
    await expect.poll(async () => (await bonusOf(page))?.stage, { timeout: 15_000 }).toBe('handle_bets');

    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    // The gifts page in a long-worded locale, on a phone: the welcome gift and free spins wait, the bonus wagers.
    const spins = await page.request.post(`${baseUrl}/api/bonuses/coupon`, {
      headers: { origin: baseUrl },
      data: { coupon_code: 'E2ESPINS' },
    });
    expect(await spins.json()).toEqual({ status: 'successfully_activated' });
    await page.goto(`${baseUrl}/fr-CA/profile/gifts`);
    await page.getByText('Plucky Bunny Fair').first().waitFor();
    await page.getByRole('progressbar').or(page.getByRole('tabpanel')).first().waitFor();
    await settle(page);
    await saveScreenshot(page, 'gifts-fr-CA', PHONE);
    await page.goto(`${baseUrl}/withdraw`);
    const cashier = page.getByRole('dialog');
    await cashier.getByRole('radio', { name: 'SandPay' }).click();
    await cashier.getByLabel(/^Amount/).fill('5');
    await cashier.getByLabel('SandPay email').fill('ada@example.com');
    await cashier.getByRole('button', { name: 'Withdraw €5' }).click();
    await cashier.getByText('Withdrawing cancels your bonus').waitFor();
    await settle(page);
    await saveScreenshot(page, 'withdraw-bonus-confirm', PHONE);
    await cashier.getByRole('button', { name: 'Cancel bonus and withdraw' }).click();
    await cashier.getByRole('heading', { name: /€5/ }).waitFor();
    expect((await bonusOf(page))?.stage).toBe('canceled');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
