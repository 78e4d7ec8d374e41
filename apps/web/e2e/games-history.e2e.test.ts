import { createHmac, randomUUID } from 'node:crypto';
import type { Game } from '@casino/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress, registerThroughApi } from './support/accounts';
import { fetchGames } from './support/api';
import { creditPlayer } from './support/operator';
import { DESKTOP, PHONE, saveScreenshot, settle, useBrowser, type Viewport } from './support/browser';

/**
 * The games history against the real server: rounds played through the seamless-wallet protocol (signed provider
 * calls, as a game studio sends them) are listed newest first with their amounts, older pages load on request, and
 * a new player sees the empty state.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

const INTEGRATION = `history-${randomUUID().slice(0, 8)}`;
const SECRET = `history-e2e-secret-${randomUUID()}`;

/** Registers this file's integration for the game's provider, as the operator would. */
async function registerIntegration(provider: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/admin/game-integrations/${INTEGRATION}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ secret: SECRET, providers: [provider] }),
  });
  if (!response.ok) throw new Error(`integration answered ${response.status}: ${await response.text()}`);
}

/** One finished round, signed like a provider signs it: HMAC-SHA256 of the exact body. */
async function playRound(userId: number, game: Game, bet: number, win: number): Promise<void> {
  const round = randomUUID();
  const body = JSON.stringify({
    user_id: userId,
    currency: 'EUR',
    game: game.identifier,
    game_id: round,
    finished: true,
    actions: [
      { action: 'bet', action_id: `${round}-bet`, amount: bet },
      { action: 'win', action_id: `${round}-win`, amount: win },
    ],
  });
  const response = await fetch(`${baseUrl}/api/provider/${INTEGRATION}/play`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-sign': createHmac('sha256', SECRET).update(body).digest('hex'),
    },
    body,
  });
  if (response.status !== 200) throw new Error(`play answered ${response.status}: ${await response.text()}`);
}

async function playerOn(viewport: Viewport, accept = 'Accept') {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  await registerThroughApi(watched.page.request, baseUrl);
  const { id } = (await (await watched.page.request.get(`${baseUrl}/api/player`)).json()) as { id: number };
  return { ...watched, userId: id, accept };
}

async function open(page: Page, path: string, accept: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('nav[data-items="5"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: accept, exact: true }).click();
  await settle(page);
}

/** 22 rounds: the first (oldest) two land on the second page; the newest wins €5.50 on a €2 stake. */
async function playerWithRounds(viewport: Viewport) {
  const [game] = await fetchGames(baseUrl, { device: viewport.phone ? 'mobile' : 'desktop', page: 1, page_size: 1 });
  if (!game) throw new Error('the catalogue is empty');
  await registerIntegration(game.provider);
  const player = await playerOn(viewport);
  await creditPlayer(player.userId, 100_00);
  await playRound(player.userId, game, 75, 0);
  for (let index = 0; index < 20; index += 1) await playRound(player.userId, game, 100, 100);
  await playRound(player.userId, game, 200, 550);
  return { ...player, game };
}

describe('games history', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`lists the rounds with their amounts and loads older ones (${viewport.name})`, async () => {
      const { page, problems, game, accept } = await playerWithRounds(viewport);
      await open(page, '/profile/games-history', accept);
      await page.getByRole('heading', { level: 1, name: 'Game history' }).waitFor();

      if (viewport.phone) {
        const cards = page.getByRole('list', { name: 'Your game rounds, newest first' }).getByRole('listitem');
        await cards.first().waitFor();
        expect(await cards.count()).toBe(20);
        const newest = await cards.first().innerText();
        for (const text of [game.title, '€2', '€5.50', '+€3.50', 'Finished']) expect(newest).toContain(text);
      } else {
        const table = page.getByRole('table', { name: 'Your game rounds, newest first' });
        const headers = await table.getByRole('columnheader').allInnerTexts();
        expect(headers.map((header) => header.toLowerCase())).toEqual([
          'date',
          'game',
          'stake',
          'win',
          'result',
          'status',
          'round details',
        ]);
        const rows = table.locator('tbody').getByRole('row');
        expect(await rows.count()).toBe(20);
        const cells = await rows.first().getByRole('cell').allInnerTexts();
        expect(cells.slice(1)).toEqual([game.title, '€2', '€5.50', '+€3.50', 'Finished', 'Details']);
      }
      // One layout at a time: cards on the phone, the table on the desktop.
      const caption = 'Your game rounds, newest first';
      expect(await page.getByRole('table', { name: caption }).isVisible()).toBe(!viewport.phone);
      expect(await page.getByRole('list', { name: caption }).isVisible()).toBe(viewport.phone);
      const link = page.getByRole('link', { name: game.title }).first();
      expect(await link.getAttribute('href')).toBe(`/play/${game.identifier}`);
      await saveScreenshot(page, 'games-history-list', viewport);

      const more = page.getByRole('button', { name: 'Show more' });
      const loaded = page.waitForResponse((response) => response.url().includes('/api/player/games?page=2'));
      await more.click();
      expect((await loaded).status()).toBe(200);
      const rounds = viewport.phone
        ? page.getByRole('list', { name: 'Your game rounds, newest first' })
        : page.getByRole('table', { name: 'Your game rounds, newest first' });
      const oldest = rounds.getByText('−€0.75', { exact: true });
      await oldest.waitFor();
      await expect.poll(() => more.count()).toBe(0);
      expect(await rounds.getByText('€1', { exact: true }).count()).toBe(40);
      await oldest.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'games-history-more', viewport);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it(`shows a new player the way to the lobby (${viewport.name})`, async () => {
      const { page, problems, accept } = await playerOn(viewport);
      await open(page, '/profile/games-history', accept);
      await page.getByRole('heading', { name: 'No rounds yet' }).waitFor();
      const lobby = page.getByRole('link', { name: 'Go to the lobby' });
      expect(await lobby.getAttribute('href')).toBe('/');
      await saveScreenshot(page, 'games-history-empty', viewport);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('offers a retry when the rounds cannot be loaded', async () => {
    const watched = await openPage(DESKTOP, { 'x-forwarded-for': freshAddress() }, [
      { path: '/api/player/games', status: 503 },
    ]);
    const { page, problems } = watched;
    await registerThroughApi(page.request, baseUrl);
    let failing = true;
    await page.route('**/api/player/games?*', (route) =>
      failing ? route.fulfill({ status: 503, json: { error: 'unavailable' } }) : route.continue(),
    );
    await open(page, '/profile/games-history', 'Accept');
    const alert = page.getByRole('alert').filter({ hasText: 'Your rounds could not be loaded' });
    await alert.waitFor();
    await saveScreenshot(page, 'games-history-error', DESKTOP);

    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'No rounds yet' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reads in Canadian French on a phone', async () => {
    const { page, problems, game, accept } = await playerWithRounds(PHONE).then((player) => ({
      ...player,
      accept: 'Accepter',
    }));
    await open(page, '/fr-CA/profile/games-history', accept);
    await page.getByRole('heading', { level: 1, name: 'Historique de jeu' }).waitFor();
    const newest = page
      .getByRole('list', { name: 'Vos parties de jeu, les plus récentes d’abord' })
      .getByRole('listitem');
    const text = await newest.first().innerText();
    for (const part of [game.title, 'Mise', 'Gain', 'Terminée']) expect(text).toContain(part);
    expect(text).toMatch(/\+3,50\s€/);
    await saveScreenshot(page, 'games-history-fr-CA', PHONE);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
