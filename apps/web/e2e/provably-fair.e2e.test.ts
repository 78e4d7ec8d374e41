import {
  commitmentOf,
  DICE_DEFAULTS,
  EUROPEAN_ROULETTE,
  fairRandomness,
  playDice,
  playRoulette,
} from '@casino/game-engine';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress } from './support/accounts';
import { DESKTOP, PHONE, saveScreenshot, settle, useBrowser, type Viewport } from './support/browser';

/**
 * The public provably fair page: a round's address from a game history prefills the form, the revealed seed is
 * checked against its commitment, and the outcome the browser recomputes is the one the engine gives here.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

const seeds = { serverSeed: 'e2e revealed server seed', clientSeed: 'player-seed-7', nonce: 3 };
const roundQuery = (extra = '') =>
  `server_seed=${encodeURIComponent(seeds.serverSeed)}&client_seed=${seeds.clientSeed}&nonce=3&game=dice${extra}`;

async function visitorOn(viewport: Viewport, path: string, accept = 'Accept') {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  await watched.page.goto(`${baseUrl}${path}`);
  await watched.page.getByRole('button', { name: accept, exact: true }).click();
  return watched;
}

describe('the provably fair page', () => {
  const roll = playDice(fairRandomness(seeds), DICE_DEFAULTS, { targetHundredths: 5000, direction: 'under' });
  const pocket = playRoulette(EUROPEAN_ROULETTE, [], fairRandomness(seeds)).pocket;

  for (const viewport of [DESKTOP, PHONE]) {
    it(`replays a linked round as the engine does (${viewport.name})`, async () => {
      const commitment = commitmentOf(seeds.serverSeed);
      const { page, problems } = await visitorOn(viewport, `/provably-fair?${roundQuery(`&commitment=${commitment}`)}`);
      await page.getByRole('heading', { level: 1, name: 'Provably fair' }).waitFor();
      expect(await page.getByLabel('Server seed', { exact: true }).inputValue()).toBe(seeds.serverSeed);
      expect(await page.getByLabel('Nonce', { exact: true }).inputValue()).toBe('3');
      expect(await page.getByLabel('Game', { exact: true }).inputValue()).toBe('dice');

      await page.getByText('The server seed matches the commitment.').waitFor();
      expect(await page.getByText(commitment, { exact: true }).count()).toBe(1);
      const shownRoll = page.getByTestId('fair-dice-roll');
      expect(await shownRoll.innerText()).toBe((roll.rollHundredths / 100).toFixed(2));
      expect(await page.getByTestId('fair-draws').innerText()).toContain(`nextInt(10000) = ${roll.rollHundredths}`);
      await settle(page);
      await saveScreenshot(page, 'provably-fair', viewport);

      await page.getByLabel('Game', { exact: true }).selectOption('roulette');
      const shownPocket = page.getByTestId('fair-roulette-pocket');
      await shownPocket.waitFor();
      expect(await shownPocket.innerText()).toBe(String(pocket));
      const colour = pocket === 0 ? 'Green' : /^(Red|Black)$/;
      expect(await page.getByTestId('fair-roulette-colour').innerText()).toMatch(colour);
      await shownPocket.scrollIntoViewIfNeeded();
      await settle(page);
      await saveScreenshot(page, 'provably-fair-roulette', viewport);

      // Another seed no longer matches the commitment; an empty client seed and a negative nonce are named.
      await page.getByLabel('Server seed', { exact: true }).fill(`${seeds.serverSeed}!`);
      await page.getByText('The server seed does not match the commitment.').waitFor();
      await page.getByLabel('Client seed', { exact: true }).fill('');
      await page.getByLabel('Nonce', { exact: true }).fill('-1');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('Enter the client seed.').waitFor();
      await page.getByText('The nonce is a whole number, 0 or more.').waitFor();
      expect(await page.getByLabel('Nonce', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await page.getByText('Enter the seeds and the nonce to see the round.').waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('shows the mines board and reads in Canadian French on a phone', async () => {
    const { page, problems } = await visitorOn(PHONE, `/fr-CA/provably-fair?${roundQuery()}`, 'Accepter');
    await page.getByRole('heading', { level: 1, name: 'Équité prouvable' }).waitFor();
    await page.getByText('Aucun engagement entré', { exact: false }).waitFor();
    expect(await page.getByTestId('fair-dice-roll').innerText()).toBe(
      (roll.rollHundredths / 100).toFixed(2).replace('.', ','),
    );
    await settle(page);
    await saveScreenshot(page, 'provably-fair-fr-CA', PHONE);
    await page.getByLabel('Jeu', { exact: true }).selectOption('mines');
    const board = page.getByRole('list', { name: /Grille des mines/ });
    await board.waitFor();
    expect(await board.getByRole('listitem').count()).toBe(25);
    await board.scrollIntoViewIfNeeded();
    await settle(page);
    await saveScreenshot(page, 'provably-fair-mines-fr-CA', PHONE);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
