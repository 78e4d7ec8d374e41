import {
  cardLabel,
  catalogueSlotDefinition,
  commitmentOf,
  DICE_DEFAULTS,
  EUROPEAN_ROULETTE,
  fairRandomness,
  playDice,
  playRoulette,
  seededRound,
  spinSlot,
  type Card,
  type SeededOptions,
  type SlotDefinition,
} from '@casino/game-engine';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
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
import { BLACKJACK, dealtOrder, playBlackjackHand, revealSeeds } from './support/studio-game';

/**
 * The public provably fair page: a round's address from a game history prefills the form, the revealed seed is
 * checked against its commitment, and the outcome the browser recomputes is the one the engine gives here.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

const seeds = { serverSeed: 'e2e revealed server seed', clientSeed: 'player-seed-7', nonce: 3 };
const roundQuery = (extra = '') =>
  `server_seed=${encodeURIComponent(seeds.serverSeed)}&client_seed=${seeds.clientSeed}&nonce=3&game=dice${extra}`;

async function visitorOn(viewport: Viewport, path: string, accept = 'Accept', expected: ExpectedFailure[] = []) {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() }, expected);
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

/** Opens the blackjack game in its frame, for fun or (for a registered, funded player) for real money. */
async function blackjackOn(viewport: Viewport, mode: 'demo' | 'real') {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  const { page } = watched;
  if (mode === 'real') {
    await registerThroughApi(page.request, baseUrl);
    const { id } = (await (await page.request.get(`${baseUrl}/api/player`)).json()) as { id: number };
    await creditPlayer(id, 50_00);
  }
  await page.goto(`${baseUrl}/play/${BLACKJACK.identifier}?mode=${mode}`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const game = page.frameLocator(`iframe[title="${BLACKJACK.title}"]`);
  await game.getByRole('button', { name: 'Deal', exact: true }).waitFor();
  return { ...watched, game };
}

/** The cards /provably-fair lists for the shoe, as their labels ("K♠"), in dealing order. */
const shownShoe = async (page: Page) =>
  page.getByTestId('fair-shoe-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')));

describe('a studio card round on the provably fair page', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows the cards a blackjack hand played for fun dealt, in the shoe's order (${viewport.name})`, async () => {
      const { page, problems, game } = await blackjackOn(viewport, 'demo');
      const round = await playBlackjackHand(page, game);
      await settle(page);
      await saveScreenshot(page, 'provably-fair-blackjack-played', viewport);
      const revealed = await revealSeeds(page, game);

      const query = new URLSearchParams({
        server_seed: revealed.server_seed,
        client_seed: revealed.client_seed,
        nonce: String(round.nonce),
        game: 'blackjack',
        commitment: revealed.commitment,
      });
      await page.goto(`${baseUrl}/provably-fair?${query.toString()}`);
      await page.getByText('The server seed matches the commitment.').waitFor();
      await page.getByTestId('fair-shoe').waitFor();
      const dealt = dealtOrder(round).map(cardLabel);
      const shown = await shownShoe(page);
      expect(shown).toHaveLength(12);
      if (round.view.hands.length === 1) expect(shown.slice(0, dealt.length)).toEqual(dealt);
      // "Show more" deals on from the same shoe: the first cards stay, twelve more follow.
      await page.getByTestId('fair-show-more').click();
      await expect.poll(async () => (await shownShoe(page)).length).toBe(24);
      expect((await shownShoe(page)).slice(0, 12)).toEqual(shown);
      await page.getByTestId('fair-shoe').scrollIntoViewIfNeeded();
      await settle(page);
      await saveScreenshot(page, 'provably-fair-blackjack', viewport);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`opens from the games history: sealed until the seeds are rotated, then Verify shows the same cards (${viewport.name})`, async () => {
      const { page, problems, game } = await blackjackOn(viewport, 'real');
      const round = await playBlackjackHand(page, game);

      const openDetails = async () => {
        await page.goto(`${baseUrl}/profile/games-history`);
        // Cards on a phone, the table on a desktop: one of them is on screen.
        const caption = 'Your game rounds, newest first';
        const cards = viewport.phone
          ? page.getByRole('list', { name: caption })
          : page.getByRole('table', { name: caption });
        await cards.getByText(BLACKJACK.title).first().waitFor();
        await cards.getByRole('button', { name: 'Details' }).first().click();
        const details = cards.getByTestId('round-details').first();
        await details.waitFor();
        return details;
      };
      const sealed = await openDetails();
      await sealed.getByRole('link', { name: 'Open the game' }).scrollIntoViewIfNeeded();
      expect(await sealed.innerText()).toContain('Not revealed yet');
      expect(await sealed.innerText()).toContain(String(round.nonce));
      await sealed.getByText('Reveal and rotate seeds', { exact: false }).waitFor();
      expect(await sealed.getByTestId('round-verify').count()).toBe(0);
      await settle(page);
      await saveScreenshot(page, 'games-history-round-sealed', viewport);
      expect(await seriousViolations(page)).toEqual([]);

      await sealed.getByRole('link', { name: 'Open the game' }).click();
      const frame = page.frameLocator(`iframe[title="${BLACKJACK.title}"]`);
      await frame.getByRole('button', { name: 'Deal', exact: true }).waitFor();
      const revealed = await revealSeeds(page, frame);

      const details = await openDetails();
      expect(await details.innerText()).toContain(revealed.server_seed);
      await details.getByTestId('round-verify').scrollIntoViewIfNeeded();
      await settle(page);
      await saveScreenshot(page, 'games-history-round-revealed', viewport);
      expect(await seriousViolations(page)).toEqual([]);
      await details.getByTestId('round-verify').click();
      await page.getByRole('heading', { level: 1, name: 'Provably fair' }).waitFor();
      expect(await page.getByLabel('Game', { exact: true }).inputValue()).toBe('blackjack');
      expect(await page.getByLabel('Nonce', { exact: true }).inputValue()).toBe(String(round.nonce));
      await page.getByText('The server seed matches the commitment.').waitFor();
      await page.getByTestId('fair-shoe').waitFor();
      const dealt = dealtOrder(round).map(cardLabel);
      if (round.view.hands.length === 1) expect((await shownShoe(page)).slice(0, dealt.length)).toEqual(dealt);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});

describe('every studio family on the provably fair page', () => {
  const options: SeededOptions = { count: 12, towerDifficulty: 'medium', towerFloors: 8, wheelRisk: 'medium' };
  const reading = (game: Parameters<typeof seededRound>[0]) => seededRound(game, seeds, options);

  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows each game's reading from one address, as the engine reads it (${viewport.name})`, async () => {
      const { page, problems } = await visitorOn(viewport, `/provably-fair?${roundQuery()}`);
      await page.getByTestId('fair-dice-roll').waitFor();
      const choose = async (game: string) => {
        await page.getByLabel('Game', { exact: true }).selectOption(game);
        await page.locator(`[data-game="${game}"]`).waitFor();
      };
      const shot = async (name: string, testId: string) => {
        await page.getByTestId(testId).scrollIntoViewIfNeeded();
        await settle(page);
        await saveScreenshot(page, `provably-fair-${name}`, viewport);
      };

      await choose('baccarat');
      const baccarat = reading('baccarat');
      if (baccarat.view !== 'deck' || !baccarat.baccarat) throw new Error('baccarat reads as a shoe with hands');
      const winner = { player: 'Player', banker: 'Banker', tie: 'Tie' }[baccarat.baccarat.winner];
      expect(await page.getByTestId('fair-baccarat-winner').innerText()).toBe(winner);
      expect(await shownShoe(page)).toEqual(baccarat.cards.map(cardLabel));
      await shot('baccarat', 'fair-baccarat-winner');
      expect(await seriousViolations(page)).toEqual([]);

      await choose('sic-bo');
      const sicBo = reading('sic-bo');
      if (sicBo.view !== 'dice') throw new Error('sic bo reads as dice');
      expect(await page.getByTestId('fair-die').allInnerTexts()).toEqual(sicBo.dice.map(String));

      await choose('hi-lo');
      const hiLo = reading('hi-lo');
      if (hiLo.view !== 'hi-lo') throw new Error('hi-lo reads as cards');
      const hiLoShown = await page
        .getByTestId('fair-hi-lo-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')));
      expect(hiLoShown).toEqual(hiLo.cards.map((card) => cardLabel(card as Card)));

      await choose('tower');
      const tower = reading('tower');
      if (tower.view !== 'tower') throw new Error('tower reads as traps');
      const floors = page.getByTestId('fair-tower-floor');
      expect(await floors.count()).toBe(8);
      // Shown as the tower stands: the top floor first.
      expect(await floors.first().getAttribute('data-traps')).toBe(tower.traps[7]!.join(','));
      await shot('tower', 'fair-tower');
      expect(await seriousViolations(page)).toEqual([]);

      await choose('wheel');
      const wheel = reading('wheel');
      if (wheel.view !== 'wheel') throw new Error('wheel reads as a segment');
      expect(await page.getByTestId('fair-wheel-segment').innerText()).toBe(String(wheel.segment));

      await choose('scratch');
      expect(await page.getByTestId('fair-scratch').getByRole('listitem').count()).toBe(9);
      await shot('scratch', 'fair-scratch');

      await choose('video-poker');
      const poker = reading('video-poker');
      if (poker.view !== 'deck') throw new Error('video poker reads as a deck');
      expect((await shownShoe(page)).slice(0, 10)).toEqual(poker.cards.slice(0, 10).map(cardLabel));

      // A live blackjack seat: the table's deal (nonce 0) and, from the nonce given, the seat's own cards.
      await choose('live-blackjack');
      const seat = reading('live-blackjack');
      if (seat.view !== 'live-hand') throw new Error('a live blackjack seat reads as a hand');
      const cardsOf = (testId: string) =>
        page.getByTestId(testId).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')));
      expect(await cardsOf('fair-live-opening-card')).toEqual(seat.order.opening.map(cardLabel));
      expect(await cardsOf('fair-live-dealer-card')).toEqual(seat.order.dealer.map(cardLabel));
      expect(await cardsOf('fair-live-seat-card')).toEqual(seat.order.seat.map(cardLabel));
      await shot('live-blackjack', 'fair-live-hand');
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('names a game it cannot check yet instead of showing another', async () => {
    const { page, problems } = await visitorOn(
      PHONE,
      `/provably-fair?${roundQuery().replace('game=dice', 'game=pai-gow-poker')}`,
    );
    await page.getByText('This game cannot be checked here yet. Choose one from the list.').waitFor();
    await page.getByText('Enter the seeds and the nonce to see the round.').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a video slot round on the provably fair page', () => {
  const definition = catalogueSlotDefinition('plucky-bunny-fair')!;
  const slotSeeds = { serverSeed: 'ab'.repeat(32), clientSeed: 'abc' };
  /** A round on `maths` as the studio plays it: the paid spin, then the free spins it triggers, from one stream. */
  const playedOn = (maths: SlotDefinition, nonce: number) => {
    const randomness = fairRandomness({ ...slotSeeds, nonce });
    const spins = [spinSlot(maths, { currency: 'EUR', coinValue: 1 }, randomness)];
    for (let state = spins[0]!.state; state; state = spins.at(-1)!.state) {
      spins.push(spinSlot(maths, state.bet, randomness, state));
    }
    return spins;
  };
  const played = (nonce: number) => playedOn(definition, nonce);
  const nonce = Array.from({ length: 1000 }, (_, at) => at).find((at) => played(at).length > 4)!;
  const unknownMaths = { path: '/api/slot-maths/no-such-maths/versions/1', status: 404 };

  it('fetches the published maths and shows every spin the engine plays, free spins included (390x844)', async () => {
    const spins = played(nonce);
    const query = new URLSearchParams({
      server_seed: slotSeeds.serverSeed,
      client_seed: slotSeeds.clientSeed,
      nonce: String(nonce),
      game: 'slot',
      maths: 'plucky-bunny-fair',
      version: '1',
    });
    const { page, problems } = await visitorOn(PHONE, `/provably-fair?${query.toString()}`, 'Accept', [unknownMaths]);
    await page.getByTestId('fair-slot').waitFor();
    expect(await page.getByLabel('Maths id', { exact: true }).inputValue()).toBe('plucky-bunny-fair');
    expect(await page.getByTestId('fair-slot-maths').innerText()).toBe('Plucky Bunny Fair, maths version 1');
    const total = spins.reduce((sum, spin) => sum + spin.win, 0);
    expect(await page.getByTestId('fair-slot-round-win').innerText()).toBe(total.toLocaleString('en'));

    // The first spins at first, row by row as the table reads; "show more" adds as many again.
    const shownSpins = page.getByTestId('fair-slot-spin');
    expect(await shownSpins.count()).toBe(4);
    const firstGrid = await shownSpins
      .first()
      .locator('[data-symbol]')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-symbol')));
    const { grid, stops } = spins[0]!;
    expect(firstGrid).toEqual(grid[0]!.flatMap((_, row) => grid.map((reel) => reel[row])));
    expect(await shownSpins.first().getByTestId('fair-slot-stops').innerText()).toContain(stops.join('\t'));
    expect(await shownSpins.nth(1).getByRole('heading').innerText()).toBe('Free spin 1');
    await page.getByTestId('fair-show-more').click();
    await expect.poll(() => shownSpins.count()).toBe(Math.min(8, spins.length));
    await page.getByTestId('fair-slot').scrollIntoViewIfNeeded();
    await settle(page);
    await saveScreenshot(page, 'provably-fair-slot', PHONE);
    expect(await seriousViolations(page)).toEqual([]);

    // Maths the server never published is named on the maths field.
    await page.getByLabel('Maths id', { exact: true }).fill('no-such-maths');
    await page.getByText('No published maths has this id and version.').first().waitFor();
    expect(await page.getByLabel('Maths id', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('tags each wild a sticky title held from an earlier free spin, in words too (390x844)', async () => {
    const condor = catalogueSlotDefinition('lost-condor')!;
    // A round whose held wilds show among the first four spins on the page.
    const heldNonce = Array.from({ length: 3000 }, (_, at) => at).find((at) =>
      playedOn(condor, at)
        .slice(0, 4)
        .some((spin) => spin.stickyWilds.length > 0),
    )!;
    const spins = playedOn(condor, heldNonce).slice(0, 4);
    const query = new URLSearchParams({
      server_seed: slotSeeds.serverSeed,
      client_seed: slotSeeds.clientSeed,
      nonce: String(heldNonce),
      game: 'slot',
      maths: 'lost-condor',
      version: '1',
    });
    const { page, problems } = await visitorOn(PHONE, `/provably-fair?${query.toString()}`, 'Accept');
    await page.getByTestId('fair-slot').waitFor();
    const shownSpins = page.getByTestId('fair-slot-spin');
    for (const [index, spin] of spins.entries()) {
      const rows = condor.grid.rows;
      // Tiles read row by row; a held cell's index is row × reels + reel.
      const heldTiles = await shownSpins
        .nth(index)
        .locator('[data-symbol]')
        .evaluateAll((tiles) => tiles.flatMap((tile, at) => (tile.hasAttribute('data-held') ? [at] : [])));
      const expected = spin.stickyWilds.map(([reel, row]) => row * condor.grid.reels + reel).sort((a, b) => a - b);
      expect(heldTiles, `spin ${index} of ${rows} rows`).toEqual(expected);
    }
    const held = page.locator('[data-held]').first();
    expect(await held.innerText()).toContain('Held');
    expect(await held.textContent()).toContain('held from an earlier free spin');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
