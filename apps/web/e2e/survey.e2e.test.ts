import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress, registerThroughApi } from './support/accounts';
import { fetchGames } from './support/api';
import {
  DESKTOP,
  type ExpectedFailure,
  gameNotInStudio,
  navigateInApp,
  PHONE,
  saveScreenshot,
  settle,
  untilStill,
  useBrowser,
  type Viewport,
} from './support/browser';

/**
 * The satisfaction survey against the real server: a real player, the seeded survey configuration, the answer
 * stored in the database. Only time is faked: the page's clock jumps over the five quiet minutes.
 */
const baseUrl = inject('baseUrl');
const TITLE = 'How are you enjoying Aurora Casino?';
const { openPage } = useBrowser();

type SurveyConfig = { survey_id: string; survey_collector_id: string; is_enable_widget: boolean };

/** A freshly registered player with the page's clock under the test's control and the cookie notice accepted. */
async function playerOn(viewport: Viewport, path = '/', expectedFailures: ExpectedFailure[] = []) {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() }, expectedFailures);
  const { page } = watched;
  await page.clock.install();
  await registerThroughApi(page.request, baseUrl);
  await page.goto(`${baseUrl}${path}`);
  // The bottom bar (shown on phones) grows a fifth item for a logged-in player: the session has arrived.
  await page.locator('nav[data-items="5"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await settle(page);
  return watched;
}

/** Five quiet minutes: the configuration is fetched 10 s before the moment, the card shows half a second after. */
async function idleFiveMinutes(page: Page): Promise<void> {
  const config = page.waitForResponse((response) => response.url().endsWith('/api/fe/config/survey-config'));
  await page.clock.fastForward('04:51');
  expect((await config).status()).toBe(200);
  await page.clock.fastForward('00:10');
  await page.clock.fastForward(600);
}

const surveyCard = (page: Page) => page.getByRole('dialog', { name: TITLE });
const thanksCard = (page: Page) => page.getByRole('dialog', { name: 'Thank you!' });

/**
 * The card appears only after asynchronous work (the configuration, the half-second pause, its lazy chunk), so a
 * count taken at once would read 0 even when it is on its way: give it a few seconds (the page's clock runs on
 * meanwhile), which must pass without it.
 */
async function expectNoSurvey(page: Page): Promise<void> {
  const appeared = await surveyCard(page)
    .waitFor({ timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
  expect(appeared, 'the survey card appeared').toBe(false);
}

async function runningSurvey(page: Page): Promise<SurveyConfig> {
  const response = await page.request.get(`${baseUrl}/api/fe/config/survey-config`);
  return (await response.json()) as SurveyConfig;
}

describe('the satisfaction survey', () => {
  it('asks a player who has been idle for five minutes, once, and stores the answer', async () => {
    const { page, problems } = await playerOn(DESKTOP);
    await page.clock.fastForward('04:00');
    await page.mouse.move(200, 300);
    await page.clock.fastForward('02:00');
    // Four minutes, a movement, two more: the quiet time started again, so nothing yet.
    await expectNoSurvey(page);

    await idleFiveMinutes(page);
    const card = surveyCard(page);
    await card.waitFor();
    await settle(page);
    await untilStill(card);
    await saveScreenshot(page, 'survey-card', DESKTOP);

    // Keyboard: choose three stars, then one more with the arrow key, as a radio group does.
    await card.getByRole('radio', { name: '3 of 5: Good' }).locator('xpath=..').click();
    expect(await card.getByRole('radio', { name: '3 of 5: Good' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await card.getByRole('radio', { name: '4 of 5: Very good' }).isChecked()).toBe(true);
    await card.getByLabel("Anything you'd like to tell us?").fill('Quick withdrawals, lovely live tables.');
    await untilStill(card);
    await saveScreenshot(page, 'survey-card-rated', DESKTOP);
    await card.getByRole('button', { name: 'Send' }).click();
    await thanksCard(page).waitFor();
    await untilStill(thanksCard(page));
    await saveScreenshot(page, 'survey-card-thanks', DESKTOP);

    // The server has the answer: a second one to the same survey is refused.
    const survey = await runningSurvey(page);
    const again = await page.request.post(`${baseUrl}/api/surveys/responses`, {
      headers: { origin: baseUrl },
      data: { survey_id: survey.survey_id, collector_id: survey.survey_collector_id, rating: 1 },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('SURVEY_ALREADY_ANSWERED');

    await thanksCard(page).getByRole('button', { name: 'Close' }).click();
    expect(await thanksCard(page).count()).toBe(0);

    // This browser was asked: another quiet spell after a reload asks nothing.
    await page.reload();
    await settle(page);
    await idleFiveMinutes(page);
    await page.clock.fastForward('01:00');
    await expectNoSurvey(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sits above the bottom bar on a phone and goes away for good with "Not now"', async () => {
    const { page, problems } = await playerOn(PHONE);
    await idleFiveMinutes(page);
    const card = surveyCard(page);
    await card.waitFor();
    await settle(page);
    await untilStill(card);
    await saveScreenshot(page, 'survey-card', PHONE);

    const cardBox = await card.boundingBox();
    const barBox = await page.locator('nav[data-items]').boundingBox();
    expect(cardBox && barBox && cardBox.y + cardBox.height <= barBox.y).toBe(true);

    await card.getByRole('button', { name: 'Not now', exact: true }).click();
    expect(await surveyCard(page).count()).toBe(0);
    const shown = await page.evaluate(() => window.localStorage.getItem('surveys_shown'));
    expect(JSON.parse(shown ?? '[]')).toContain((await runningSurvey(page)).survey_id);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('never interrupts a game', async () => {
    const [game] = await fetchGames(baseUrl, { device: 'desktop', page_size: 1 });
    if (!game) throw new Error('the seeded catalogue has no games');
    const { page, problems } = await playerOn(DESKTOP, `/play/${game.identifier}?mode=demo`, [
      gameNotInStudio(game.identifier),
    ]);
    await idleFiveMinutes(page);
    await page.clock.fastForward('01:00');
    await expectNoSurvey(page);

    // Nothing was shown and hidden behind the game either: back in the lobby, the card is not waiting there.
    await navigateInApp(page, '/');
    await page.locator('[data-row] [data-game]').first().waitFor();
    await expectNoSurvey(page);
    // The control: the same player, idle as long in the lobby, is asked.
    await page.mouse.move(200, 300);
    await idleFiveMinutes(page);
    await surveyCard(page).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
