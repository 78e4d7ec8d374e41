import type { SlotDefinition } from '@casino/game-engine';
import { fairRandomness, spinSlot } from '@casino/game-engine';
import type { FrameLocator, Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress, registerThroughApi } from './support/accounts';
import { creditPlayer } from './support/operator';
import { DESKTOP, PHONE, saveScreenshot, useBrowser, type Viewport } from './support/browser';

/**
 * A video slot of the studio against the real server: the game page launches it, the WebGL reels spin through the
 * studio (play money, or the wallet through the seamless-wallet protocol), and free spins play one step at a time.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

const SLOT = {
  identifier: 'copperleaf-play/plucky-bunny-fair',
  maths: 'plucky-bunny-fair',
  title: 'Plucky Bunny Fair',
};
/** A 3-reel title whose wins cascade (docs/slot-maths.md). */
const CASCADING_SLOT = {
  identifier: 'golden-hollow-gaming/crowns-power',
  maths: 'crowns-power',
  title: 'Crowns Power',
};

type SlotRound = {
  id: string;
  status: 'open' | 'finished';
  stake: number;
  win: number;
  balance: number;
  view: { free_spins_left: number; round_win: number };
};

const studioPost = (page: Page, path: RegExp) =>
  page.waitForResponse(
    (response: Response) => response.request().method() === 'POST' && path.test(new URL(response.url()).pathname),
  );

/** The engine's first spin of a round from a seed pair, at a coin value of one: what the studio plays with them. */
const firstSpin = (definition: SlotDefinition, serverSeed: string, clientSeed: string) =>
  spinSlot(definition, { currency: 'EUR', coinValue: 1 }, fairRandomness({ serverSeed, clientSeed, nonce: 0 }));

/**
 * Makes the frame's next round start from the first of `tries` server seeds whose first spin is `wanted`, found with
 * the engine the studio plays (the test server lets a frame choose its seed pair, STUDIO_TEST_SEEDS; production
 * refuses). Answers the title's maths and the seed chosen.
 */
async function chooseSeeds(
  page: Page,
  token: string,
  choice: { maths: string; clientSeed: string; tries: number; wanted: (spin: ReturnType<typeof firstSpin>) => boolean },
): Promise<{ definition: SlotDefinition; serverSeed: string }> {
  const { maths, clientSeed, tries, wanted } = choice;
  const { definition } = (await (await page.request.get(`${baseUrl}/api/slot-maths/${maths}/versions/1`)).json()) as {
    definition: SlotDefinition;
  };
  const serverSeed = Array.from({ length: tries }, (_, at) => at.toString(16).padStart(64, '0')).find((seed) =>
    wanted(firstSpin(definition, seed, clientSeed)),
  );
  if (!serverSeed) throw new Error(`none of ${tries} server seeds gives ${maths} the spin wanted`);
  const chosen = await page.request.put(`${baseUrl}/api/studio/test/seeds`, {
    headers: { 'x-studio-session': token },
    data: { server_seed: serverSeed, client_seed: clientSeed },
  });
  expect(chosen.status()).toBe(200);
  return { definition, serverSeed };
}

async function openSlot(viewport: Viewport, mode: 'demo' | 'real', slot = SLOT) {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  const { page } = watched;
  if (mode === 'real') {
    await registerThroughApi(page.request, baseUrl);
    const { id } = (await (await page.request.get(`${baseUrl}/api/player`)).json()) as { id: number };
    await creditPlayer(id, 50_00);
  }
  const launched = page.waitForResponse((response) => response.url().endsWith(`/api/games/${slot.identifier}/session`));
  await page.goto(`${baseUrl}/play/${slot.identifier}?mode=${mode}`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const launch = await launched;
  expect(launch.status()).toBe(201);
  const { session_id: token } = (await launch.json()) as { session_id: string };
  const game = page.frameLocator(`iframe[title="${slot.title}"]`);
  await game.getByRole('button', { name: 'Spin', exact: true }).waitFor();
  return { ...watched, game, token };
}

/** The button a landed spin offers next: the next spin, or the start of the free spins it triggered. */
const landedMove = (game: FrameLocator, round: SlotRound) =>
  round.status === 'open'
    ? game.getByRole('button', { name: 'Start free spins', exact: true })
    : game.getByRole('button', { name: 'Spin', exact: true }).and(game.locator(':enabled'));

describe('spinning a video slot', () => {
  it('a guest spins the reels for fun and the demo balance moves by the stake and the win (desktop)', async () => {
    const { page, problems, game } = await openSlot(DESKTOP, 'demo');
    const opened = studioPost(page, /\/api\/studio\/rounds$/);
    await game.getByRole('button', { name: 'Spin', exact: true }).click();
    const round = (await (await opened).json()) as SlotRound;
    expect(round.balance).toBe(100_000 - round.stake + (round.status === 'finished' ? round.win : 0));
    // The reels land and the result is told to a screen reader before the next move is offered: another spin, or,
    // when this spin happened to trigger free spins (about one spin in 34), the button that starts them.
    await landedMove(game, round).waitFor();
    await saveScreenshot(page, 'studio-slot-demo', DESKTOP);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a player spins for real money and the wallet moves by the round (phone)', async () => {
    const { page, problems, game } = await openSlot(PHONE, 'real');
    const opened = studioPost(page, /\/api\/studio\/rounds$/);
    await game.getByRole('button', { name: 'Spin', exact: true }).click();
    const round = (await (await opened).json()) as SlotRound;
    // A spin that triggers free spins (about one in 34 here) pays its win with the last free spin, which the next
    // journey plays out: until then the wallet has moved by the stake alone.
    expect(round.balance).toBe(50_00 - round.stake + (round.status === 'finished' ? round.win : 0));
    const accounts = (await (await page.request.get(`${baseUrl}/api/player/accounts`)).json()) as {
      currency: string;
      amount_cents: number;
    }[];
    expect(accounts.find((account) => account.currency === 'EUR')?.amount_cents).toBe(round.balance);
    await landedMove(game, round).waitFor();
    await saveScreenshot(page, 'studio-slot-real', PHONE);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('meets free spins from chosen seeds, plays them one at a time, and pays the round once (phone)', async () => {
    const { page, problems, game, token } = await openSlot(PHONE, 'demo');
    // The first server seed whose first spin triggers free spins.
    await chooseSeeds(page, token, {
      maths: SLOT.maths,
      clientSeed: 'e2e-free-spins',
      tries: 2_000,
      wanted: (spin) => spin.state !== null,
    });

    const opened = studioPost(page, /\/api\/studio\/rounds$/);
    await game.getByRole('button', { name: 'Spin', exact: true }).click();
    const trigger = (await (await opened).json()) as SlotRound;
    expect(trigger.status).toBe('open');
    const steps: SlotRound[] = [];
    page.on('response', (response) => {
      if (/\/api\/studio\/rounds\/[^/]+\/actions$/.test(response.url())) {
        void response.json().then((step: SlotRound) => steps.push(step));
      }
    });
    await game.getByRole('button', { name: 'Start free spins', exact: true }).click();
    await saveScreenshot(page, 'studio-slot-free-spins', PHONE);
    await game.getByText('Free spins over').waitFor({ timeout: 120_000 });
    const last = steps.at(-1)!;
    expect(last.status).toBe('finished');
    // The stake was taken at the paid spin; the whole round's win is paid with its last free spin.
    expect(last.balance).toBe(100_000 - trigger.stake + last.win);
    expect(last.win).toBe(last.view.round_win);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('plays a spin’s cascades through: each grid falls in, its wins are told, and the reels are ready again (desktop)', async () => {
    const { page, problems, game, token } = await openSlot(DESKTOP, 'demo', CASCADING_SLOT);
    // The first server seed whose first spin wins, cascades and wins again, without free spins.
    const clientSeed = 'e2e-cascades';
    const { definition, serverSeed } = await chooseSeeds(page, token, {
      maths: CASCADING_SLOT.maths,
      clientSeed,
      tries: 5_000,
      wanted: (spin) => spin.state === null && (spin.cascades[0]?.wins.length ?? 0) > 0,
    });

    const played = studioPost(page, /\/api\/studio\/rounds$/);
    await game.getByRole('button', { name: 'Spin', exact: true }).click();
    const round = (await (await played).json()) as SlotRound & { view: { spins: { cascades: unknown[] }[] } };
    expect(round.view.spins[0]!.cascades.length).toBeGreaterThan(0);
    // The summary tells the cascade once its grid has fallen in, and the reels take the next spin after the last.
    const summary = game.locator('[aria-live="polite"][aria-atomic="true"].visually-hidden');
    await expect.poll(() => summary.textContent(), { timeout: 30_000 }).toContain('Cascade 1, ×2');
    await game.getByRole('button', { name: 'Spin', exact: true }).and(game.locator(':enabled')).waitFor();
    expect(round.balance).toBe(100_000 - round.stake + round.win);
    // Every pay is coins × coin value, so the round at the game's coin value pays the engine's win at one, scaled.
    const coinValue = round.stake / definition.coinsPerBet;
    expect(round.win).toBe(firstSpin(definition, serverSeed, clientSeed).win * coinValue);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
