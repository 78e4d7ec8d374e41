import { DICE_DEFAULTS, fairRandomness, playDice } from '@casino/game-engine';
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress, registerThroughApi } from './support/accounts';
import { creditPlayer } from './support/operator';
import { DESKTOP, PHONE, saveScreenshot, settle, useBrowser, type Viewport } from './support/browser';

/**
 * The in-house studio against the real server: the game page launches a game into its frame, the game front end
 * plays rounds through the studio (demo money, or the player's wallet through the seamless-wallet protocol), and a
 * round's revealed seeds recompute the same outcome on /provably-fair.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

type StudioGame = { identifier: string; title: string; ready: string };
const DICE: StudioGame = { identifier: 'rushline-originals/ember-dice', title: 'Ember Dice', ready: 'Roll' };
const ROULETTE: StudioGame = {
  identifier: 'northlight-studios/gilded-european-roulette',
  title: 'Gilded European Roulette',
  ready: 'Place your bets',
};
const BLACKJACK: StudioGame = {
  identifier: 'velvet-ace-gaming/velvet-blackjack-classic',
  title: 'Velvet Blackjack Classic',
  ready: 'Deal',
};
const CRASH: StudioGame = { identifier: 'rushline-originals/turbo-crash', title: 'Turbo Crash', ready: 'Launch' };

type RoundAnswer = {
  id: string;
  status: 'open' | 'finished';
  stake: number;
  win: number;
  balance: number;
  nonce: number;
  actions: string[];
  view: { roll: number; pocket: number; crash_point: number };
};

const roundOpened = (page: Page) =>
  page.waitForResponse(
    (response: Response) => response.request().method() === 'POST' && response.url().endsWith('/api/studio/rounds'),
  );

const roundStepped = (page: Page) =>
  page.waitForResponse(
    (response: Response) =>
      response.request().method() === 'POST' && /\/api\/studio\/rounds\/[^/]+\/actions$/.test(response.url()),
  );

async function openGame(viewport: Viewport, mode: 'demo' | 'real', player: boolean, played: StudioGame = DICE) {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  const { page } = watched;
  let userId: number | null = null;
  if (player) {
    await registerThroughApi(page.request, baseUrl);
    userId = ((await (await page.request.get(`${baseUrl}/api/player`)).json()) as { id: number }).id;
    await creditPlayer(userId, 50_00);
  }
  const launched = page.waitForResponse((response) =>
    response.url().endsWith(`/api/games/${played.identifier}/session`),
  );
  await page.goto(`${baseUrl}/play/${played.identifier}?mode=${mode}`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  expect((await launched).status()).toBe(201);
  const game = page.frameLocator(`iframe[title="${played.title}"]`);
  await game.getByRole('button', { name: played.ready, exact: true }).waitFor();
  return { ...watched, game, userId };
}

describe('playing a studio game', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`a guest rolls the dice for fun and the demo balance moves (${viewport.name})`, async () => {
      const { page, problems, game } = await openGame(viewport, 'demo', false);
      await page.getByText('Demo mode — play money, nothing to lose').waitFor();

      const opened = roundOpened(page);
      await game.getByRole('button', { name: 'Roll', exact: true }).click();
      const answer = await opened;
      expect(answer.status()).toBe(201);
      const round = (await answer.json()) as RoundAnswer;
      // 1,000.00 FUN to start; the round takes its stake and pays its win, nothing else.
      expect(round.balance).toBe(100_000 - round.stake + round.win);
      await game
        .getByText(round.win > 0 ? /^You win/ : 'No win this time')
        .first()
        .waitFor();
      await settle(page);
      await saveScreenshot(page, 'studio-dice-demo', viewport);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('autoplay rolls the rounds picked one after another, then stops by itself', async () => {
    const { page, problems, game } = await openGame(DESKTOP, 'demo', false);
    const rounds: RoundAnswer[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/api/studio/rounds')) {
        void response.json().then((round: RoundAnswer) => rounds.push(round));
      }
    });
    await game.getByRole('button', { name: 'Autoplay', exact: true }).click();
    // Ten rounds (the first choice) with room to lose them all: the run ends because every round was played.
    await game.getByLabel('Stop if my losses reach').fill('1000');
    await saveScreenshot(page, 'studio-autoplay-settings', DESKTOP);
    await game.getByRole('button', { name: 'Start 10 rounds', exact: true }).click();
    await game.getByRole('button', { name: /^Stop autoplay/ }).waitFor();
    await game.getByText('Autoplay finished: every round was played.').waitFor({ timeout: 60_000 });
    expect(rounds).toHaveLength(10);
    // One after another: each round's balance is the last one's, less its stake, plus its win.
    rounds.reduce((balance, round) => {
      expect(round.balance).toBe(balance - round.stake + round.win);
      return round.balance;
    }, 100_000);
    await game.getByRole('button', { name: 'Roll', exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers no autoplay where the licence forbids it', async () => {
    const watched = await openPage(DESKTOP, { 'x-forwarded-for': freshAddress() });
    // The session as a UK-style licence gives it (the server's side of the switch is covered by its own tests).
    await watched.page.context().route(/\/api\/studio\/session$/, async (route) => {
      const response = await route.fetch();
      const session = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...session, licence: { ...(session.licence as object), autoplay: false, turbo: false } },
      });
    });
    await watched.page.goto(`${baseUrl}/play/${DICE.identifier}?mode=demo`);
    await watched.page.getByRole('button', { name: 'Accept', exact: true }).click();
    const game = watched.page.frameLocator(`iframe[title="${DICE.title}"]`);
    await game.getByRole('button', { name: 'Roll', exact: true }).waitFor();
    expect(await game.getByRole('button', { name: 'Autoplay', exact: true }).count()).toBe(0);
    await watched.page.context().close();
  });

  it('a player rolls for real money: the wallet pays the stake, the round is in the history, the page shows the net', async () => {
    const { page, problems, game } = await openGame(DESKTOP, 'real', true);
    const opened = roundOpened(page);
    await game.getByRole('button', { name: 'Roll', exact: true }).click();
    const round = (await (await opened).json()) as RoundAnswer;
    expect(round.balance).toBe(50_00 - round.stake + round.win);

    const stats = page.getByRole('group', { name: 'This session' });
    await stats.waitFor();
    const net = round.win - round.stake;
    // Whole euros are shown without cents, as everywhere in the lobby.
    const amount = `€${(Math.abs(net) / 100).toFixed(2).replace(/\.00$/, '')}`;
    const shown = net > 0 ? `+${amount}` : net < 0 ? `-${amount}` : amount;
    await expect
      .poll(async () => (await stats.innerText()).replace(/\s+/g, ' ').replace(/\u2212/g, '-'))
      .toContain(`NET POSITION ${shown}`);

    const history = (await (await page.request.get(`${baseUrl}/api/player/games`)).json()) as {
      title: string;
      total_bets: number;
      total_wins: number;
      bet_status: string;
    }[];
    expect(history[0]).toMatchObject({
      title: DICE.title,
      total_bets: round.stake,
      total_wins: round.win,
      bet_status: 'finished',
    });
    await settle(page);
    await saveScreenshot(page, 'studio-dice-real', DESKTOP);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reveals the seeds of a round and /provably-fair recomputes the same roll', async () => {
    const { page, problems, game } = await openGame(DESKTOP, 'demo', false);
    const opened = roundOpened(page);
    await game.getByRole('button', { name: 'Roll', exact: true }).click();
    const round = (await (await opened).json()) as RoundAnswer;

    await game.getByRole('button', { name: 'Fairness' }).click();
    const rotated = page.waitForResponse((response) => response.url().endsWith('/api/studio/seeds/rotate'));
    await game.getByRole('button', { name: 'Reveal and rotate seeds' }).click();
    const { revealed } = (await (await rotated).json()) as {
      revealed: { server_seed: string; client_seed: string; commitment: string };
    };
    await game.getByText(revealed.server_seed).waitFor();
    const seeds = { serverSeed: revealed.server_seed, clientSeed: revealed.client_seed, nonce: round.nonce };
    // The engine, run here from the revealed seeds, rolls what the studio rolled.
    const roll = playDice(fairRandomness(seeds), DICE_DEFAULTS, { targetHundredths: 5000, direction: 'under' });
    expect(roll.rollHundredths).toBe(round.view.roll);

    const query = new URLSearchParams({
      server_seed: seeds.serverSeed,
      client_seed: seeds.clientSeed,
      nonce: String(seeds.nonce),
      game: 'dice',
      commitment: revealed.commitment,
    });
    await page.goto(`${baseUrl}/provably-fair?${query.toString()}`);
    await page.getByText('The server seed matches the commitment.').waitFor();
    expect(await page.getByTestId('fair-dice-roll').innerText()).toBe((round.view.roll / 100).toFixed(2));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  for (const mode of ['demo', 'real'] as const) {
    it(`bets on red at European roulette (${mode}) and the balance moves by the spin's result`, async () => {
      const { page, problems, game } = await openGame(PHONE, mode, mode === 'real', ROULETTE);
      const start = mode === 'real' ? 50_00 : 100_000;
      await game.getByRole('button', { name: 'Red', exact: true }).click();
      const opened = roundOpened(page);
      await game.getByRole('button', { name: 'Spin', exact: true }).click();
      const round = (await (await opened).json()) as RoundAnswer;
      expect(round.status).toBe('finished');
      expect(round.balance).toBe(start - round.stake + round.win);
      await game.getByText(`The ball landed on ${round.view.pocket}`).first().waitFor();
      if (mode === 'real') {
        const stats = page.getByRole('group', { name: 'This session' });
        await expect
          .poll(async () => (await stats.innerText()).replace(/\s+/g, ' '))
          .toContain(`€${(round.balance / 100).toFixed(2)}`);
      }
      await settle(page);
      await saveScreenshot(page, `studio-roulette-${mode}`, PHONE);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('plays a blackjack hand to the end for real money, standing on the first two cards', async () => {
    const { page, problems, game } = await openGame(DESKTOP, 'real', true, BLACKJACK);
    const opened = roundOpened(page);
    await game.getByRole('button', { name: 'Deal', exact: true }).click();
    let round = (await (await opened).json()) as RoundAnswer;
    for (let step = 0; round.status === 'open' && step < 6; step += 1) {
      const stepped = roundStepped(page);
      const decline = round.actions.includes('insurance') && !round.actions.includes('stand');
      await game.getByRole('button', { name: decline ? 'Don’t insure' : 'Stand', exact: true }).click();
      round = (await (await stepped).json()) as RoundAnswer;
    }
    expect(round.status).toBe('finished');
    expect(round.balance).toBe(50_00 - round.stake + round.win);
    await game.getByRole('button', { name: 'Deal', exact: true }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'studio-blackjack', DESKTOP);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('cashes a crash round out automatically at 1.01×', async () => {
    const { page, problems, game } = await openGame(DESKTOP, 'demo', false, CRASH);
    await game.getByLabel('Auto cash-out').fill('1.01');
    // A point below 1.01× happens about once in 34 rounds: a few launches make the cash-out all but certain.
    let round: RoundAnswer | undefined;
    for (let attempt = 0; attempt < 8 && !(round && round.win > 0); attempt += 1) {
      const opened = roundOpened(page);
      await game.getByRole('button', { name: 'Launch', exact: true }).click();
      round = (await (await opened).json()) as RoundAnswer;
      // The flight plays out before the next launch is offered.
      await expect
        .poll(() => game.getByRole('button', { name: 'Launch', exact: true }).isEnabled(), { timeout: 20_000 })
        .toBe(true);
    }
    expect(round?.win).toBe(Math.floor(((round?.stake ?? 0) * 101) / 100));
    await game.getByText('Cashed out at', { exact: false }).first().waitFor();
    await settle(page);
    await saveScreenshot(page, 'studio-crash', DESKTOP);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
