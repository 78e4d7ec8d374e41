/**
 * Development only: screenshots of the table games at a phone inside the game frame (390×844) and a desktop
 * (1440×900), with the studio API answered in the browser from table-fixtures.ts (page.route), so no server runs.
 * Start the studio's dev server (`npx vite apps/studio --port 5174`), then
 * `npx tsx apps/studio/scripts/table-screenshots.ts roulette blackjack …`; pictures go to $SHOTS_DIR.
 */
import { randomUUID } from 'node:crypto';
import { chromium, type Page } from 'playwright-core';
import { TABLE_FIXTURES, type FixtureRound } from './table-fixtures';

const BASE = process.env.STUDIO_URL ?? 'http://127.0.0.1:5174';
const OUT = process.env.SHOTS_DIR ?? '/tmp/studio-table-shots';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** What each game's screenshot does after loading: lay chips, deal, take a step. */
const SCENARIOS: Record<string, (page: Page) => Promise<void>> = {
  roulette: async (page) => {
    await page.getByRole('button', { name: 'Straight 17', exact: true }).click();
    await page.getByRole('button', { name: 'Red', exact: true }).click();
    await page.getByRole('radio', { name: 'Split' }).check();
    await page.getByRole('button', { name: 'Split 14, 17', exact: true }).click();
    await page.getByRole('radio', { name: 'Corner' }).check();
    await page.getByRole('button', { name: 'Corner 1, 2, 4, 5', exact: true }).click();
    await page.getByRole('button', { name: 'Dozen 2', exact: true }).click();
    await shot(page, 'bets');
    await page.getByRole('button', { name: 'Spin' }).click();
  },
  blackjack: async (page) => {
    await page.getByRole('button', { name: 'Deal' }).click();
    await page.waitForTimeout(2000);
    await shot(page, 'dealt');
    const decline = page.getByRole('button', { name: 'Don’t insure' });
    if (await decline.isVisible()) await decline.click();
    await page.waitForTimeout(600);
    const stand = page.getByRole('button', { name: 'Stand' });
    if ((await stand.isVisible()) && (await stand.isEnabled())) await stand.click();
  },
  pontoon: async (page) => {
    await page.getByRole('button', { name: 'Deal' }).click();
    await page.waitForTimeout(2000);
    await shot(page, 'dealt');
    // The rules page's play in short: buy while it may, then twist below 15 and stick from there.
    for (let step = 0; step < 4; step += 1) {
      const move = ['Buy', 'Stick', 'Twist'].map((name) => page.getByRole('button', { name, exact: true }));
      const [buy, stick, twist] = move as [(typeof move)[0], (typeof move)[0], (typeof move)[0]];
      if (!(await twist.isVisible())) break;
      if (step === 0 && (await buy.isEnabled())) await buy.click();
      else if (await stick.isEnabled()) await stick.click();
      else await twist.click();
      await page.waitForTimeout(1200);
      if (step === 0) await shot(page, 'step');
    }
  },
  baccarat: async (page) => {
    await page.getByRole('button', { name: /^Banker,/ }).click();
    await page.getByRole('button', { name: /^Tie,/ }).click();
    await shot(page, 'bets');
    await page.getByRole('button', { name: 'Deal' }).click();
  },
  'dragon-tiger': async (page) => {
    await page.getByRole('button', { name: /^Dragon,/ }).click();
    await page.getByRole('button', { name: /^Tie,/ }).click();
    await page.getByRole('button', { name: 'Deal' }).click();
  },
  'red-dog': async (page) => {
    await page.getByRole('button', { name: 'Deal' }).click();
    await page.waitForTimeout(1200);
    await shot(page, 'dealt');
    const raise = page.getByRole('button', { name: 'Raise' });
    if ((await raise.isVisible()) && (await raise.isEnabled())) await raise.click();
  },
  'casino-war': async (page) => {
    await page.getByRole('button', { name: /^Main bet,/ }).click();
    await page.getByRole('button', { name: /^Tie,/ }).click();
    await page.getByRole('button', { name: 'Deal' }).click();
    await page.waitForTimeout(1500);
    await shot(page, 'dealt');
    const war = page.getByRole('button', { name: 'Go to war' });
    if (await war.isVisible()) await war.click();
  },
  'three-card-poker': async (page) => {
    await page.getByRole('button', { name: /^Ante,/ }).click();
    await page.getByRole('button', { name: /^Pair Plus,/ }).click();
    await shot(page, 'bets');
    await page.getByRole('button', { name: 'Deal' }).click();
    await page.waitForTimeout(1500);
    await shot(page, 'dealt');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
  },
  'caribbean-stud': async (page) => {
    await page.getByRole('button', { name: /^(Deal|Geben)$/ }).click();
    await page.waitForTimeout(2000);
    await shot(page, 'dealt');
    await page.getByRole('button', { name: /^(Raise|Erhöhen) / }).click();
  },
  craps: async (page) => {
    await page.getByRole('button', { name: /^Pass line,/ }).click();
    await page.getByRole('button', { name: /^Field/ }).click();
    await page.getByRole('button', { name: /^Any seven,/ }).click();
    await shot(page, 'bets');
    await page.getByRole('button', { name: 'Place bets' }).click();
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'Roll' }).click();
    await page.waitForTimeout(1200);
    await shot(page, 'come-out');
    const odds = page.getByRole('button', { name: /^Odds/ });
    if (await odds.isVisible()) {
      await odds.click();
      await page.waitForTimeout(500);
      for (let roll = 0; roll < 3; roll += 1) {
        const button = page.getByRole('button', { name: 'Roll' });
        if (!(await button.isVisible())) break;
        await button.click();
        await page.waitForTimeout(1000);
      }
    }
  },
  'sic-bo': async (page) => {
    await page.getByRole('button', { name: /^Small,/ }).click();
    await page.getByRole('button', { name: /^Total 9,/ }).click();
    await page.getByRole('button', { name: /^Single 5,/ }).click();
    await shot(page, 'bets');
    await page.getByRole('button', { name: 'Roll' }).click();
  },
  'video-poker': async (page) => {
    await page.getByRole('button', { name: 'Deal' }).click();
    await page.waitForTimeout(900);
    const deuces = page.url().includes('deuces');
    await page.getByRole('button', { name: deuces ? /2 of hearts/ : /Jack of hearts/ }).click();
    await page.getByRole('button', { name: deuces ? /9 of clubs/ : /Jack of spades/ }).click();
    if (deuces) await page.getByRole('button', { name: /9 of spades/ }).click();
    await shot(page, 'held');
    await page.getByRole('button', { name: 'Draw' }).click();
  },
};

let current = '';
const shot = (page: Page, step: string) => page.screenshot({ path: `${OUT}/${current}-${step}.png` });

async function answerStudioApi(page: Page, fixtureName: string) {
  const fixture = TABLE_FIXTURES[fixtureName]!;
  const family = fixtureName.replace(/-(french|american|deuces)$/, '');
  let balance = 100_000;
  let nonce = 0;
  const rounds = new Map<string, FixtureRound & { id: string }>();
  const seeds = () => ({ commitment: 'c0ffee'.padEnd(64, '0'), client_seed: 'lucky-frog', nonce });
  const answer = (round: FixtureRound & { id: string }) => ({
    id: round.id,
    status: round.status,
    family,
    stake: round.stake,
    win: round.win,
    balance,
    actions: round.actions,
    view: round.view,
    nonce: nonce - 1,
    commitment: seeds().commitment,
    client_seed: 'lucky-frog',
    created_at: new Date().toISOString(),
    finished_at: round.status === 'finished' ? new Date().toISOString() : null,
  });
  await page.route('**/api/studio/**', async (route) => {
    const url = new URL(route.request().url());
    const body = (route.request().postDataJSON() ?? {}) as Record<string, unknown>;
    const json = (data: unknown) => route.fulfill({ json: data });
    if (url.pathname === '/api/studio/session') {
      return json({
        game: {
          identifier: `aurora:${fixtureName}`,
          title: fixture.title,
          family,
          params: fixture.params,
          payout: fixture.payout,
        },
        mode: 'demo',
        currency: 'FUN',
        currency_exponent: 2,
        balance,
        min_stake: 10,
        max_stake: 50_000,
        seeds: seeds(),
        open_round: null,
        licence: { autoplay: false, turbo: true, slam_stop: true, min_spin_ms: 0 },
        slot: null,
        live: null,
        locale: 'en',
      });
    }
    if (url.pathname === '/api/studio/rounds' && route.request().method() === 'POST') {
      const stake = Number(body.stake);
      balance -= stake;
      nonce += 1;
      // The fixture's own object: its act() updates it in place.
      const round = Object.assign(fixture.open(stake, (body.choice ?? {}) as Record<string, unknown>), {
        id: randomUUID(),
      });
      rounds.set(round.id, round);
      if (round.status === 'finished') balance += round.win;
      return json(answer(round));
    }
    const action = /^\/api\/studio\/rounds\/([^/]+)\/actions$/.exec(url.pathname);
    const round = action ? rounds.get(action[1]!) : undefined;
    if (round) {
      const before = round.stake;
      round.act?.(String(body.action), (body.details ?? {}) as Record<string, unknown>);
      balance -= round.stake - before;
      if (round.status === 'finished') balance += round.win;
      return json(answer(round));
    }
    if (url.pathname === '/api/studio/rounds') return json([...rounds.values()].map(answer));
    return route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'no fixture' } } });
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
for (const fixtureName of process.argv.slice(2)) {
  const scenario = SCENARIOS[fixtureName.replace(/-(french|american|deuces)$/, '')];
  for (const size of SIZES) {
    current = `${fixtureName}-${size.name}`;
    const page = await browser.newPage({
      viewport: { width: size.width, height: size.height },
      reducedMotion: process.env.REDUCED_MOTION ? 'reduce' : 'no-preference',
    });
    page.on('pageerror', (error) => console.error(`${current}: ${error.message}`));
    await answerStudioApi(page, fixtureName);
    await page.goto(`${BASE}/studio/?session=${fixtureName}&locale=${process.env.LOCALE ?? 'en'}`);
    await page.waitForTimeout(1500);
    await shot(page, 'idle');
    try {
      await scenario?.(page);
      await page.waitForTimeout(Number(process.env.WAIT_MS ?? 5000));
      await shot(page, 'played');
    } catch (error) {
      console.error(`${current}: ${(error as Error).message.split('\n')[0]}`);
      await shot(page, 'failed');
    }
    await page.close();
  }
}
await browser.close();
