/**
 * Development only: screenshots of the live tables at a phone inside the game frame (390×844) and a desktop
 * (1440×900) through one round: betting with a bet placed, no more bets, the result. The studio API is answered in the
 * browser (page.route) and the table's Centrifugo channel by a stand-in socket (page.routeWebSocket); outcomes come
 * from table-fixtures.ts. Start the studio's dev server (`npx vite apps/studio --port 5174`), then
 * `npx tsx apps/studio/scripts/live-screenshots.ts roulette double-ball-roulette baccarat dragon-tiger sic-bo wheel`;
 * pictures go to $SHOTS_DIR. `NO_SOCKET=1` refuses the socket, so the table runs on polling.
 */
import { randomUUID } from 'node:crypto';
import { WHEEL_SEGMENTS_TENTHS } from '@casino/game-engine';
import { chromium, type Page, type WebSocketRoute } from 'playwright-core';
import { TABLE_FIXTURES } from './table-fixtures';

const BASE = process.env.STUDIO_URL ?? 'http://127.0.0.1:5174';
const OUT = process.env.SHOTS_DIR ?? '/tmp/studio-live-shots';
const LOCALE = process.env.LOCALE ?? 'en';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];
const TITLES: Record<string, string> = {
  roulette: 'Imperial Roulette Live',
  'double-ball-roulette': 'Double Ball Roulette Live',
  baccarat: 'Baccarat Squeeze',
  'dragon-tiger': 'Dragon Tiger',
  'sic-bo': 'Sic Bo Live',
  wheel: 'Starlight Spin Show',
};

/** What each table's player lays before pressing Place bet. */
const BETS: Record<string, (page: Page) => Promise<void>> = {
  roulette: async (page) => {
    await page.getByRole('button', { name: 'Straight 17', exact: true }).click();
    await page.getByRole('button', { name: 'Red', exact: true }).click();
    await page.getByRole('button', { name: 'Dozen 2', exact: true }).click();
  },
  'double-ball-roulette': async (page) => {
    await page.getByRole('button', { name: 'Straight 17', exact: true }).click();
    await page.getByRole('button', { name: 'Straight 3', exact: true }).click();
    await page.getByRole('button', { name: 'Black', exact: true }).click();
    await page.getByRole('button', { name: 'Column 1', exact: true }).click();
  },
  baccarat: async (page) => {
    await page.getByRole('button', { name: /^Banker,/ }).click();
    await page.getByRole('button', { name: /^Player pair,/ }).click();
  },
  'dragon-tiger': async (page) => {
    await page.getByRole('button', { name: /^Dragon,/ }).click();
    await page.getByRole('button', { name: /^Tie,/ }).click();
  },
  'sic-bo': async (page) => {
    await page.getByRole('button', { name: /^Small,/ }).click();
    await page.getByRole('button', { name: /^Total 9,/ }).click();
  },
  wheel: async () => {},
};

type Round = {
  id: string;
  number: number;
  phase: 'betting' | 'closed' | 'result';
  betting_closes_at: string;
  result_at: string | null;
  next_round_at: string | null;
  commitment: string;
  client_seed: string;
  server_seed: string | null;
  outcome: Record<string, unknown> | null;
};

const hex = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const iso = (ms: number) => new Date(ms).toISOString();
const withoutBets = ({ bets: _bets, ...view }: Record<string, unknown>) => view;

function drawOutcome(family: string, stake: number, choice: Record<string, unknown>) {
  if (family === 'wheel') {
    const segment = Math.floor(Math.random() * 20);
    const tenths = WHEEL_SEGMENTS_TENTHS.high[segment]!;
    return {
      outcome: { risk: 'high', segment, multiplier: (tenths / 10).toFixed(4) },
      win: Math.floor((stake * tenths) / 10),
    };
  }
  const round = TABLE_FIXTURES[family]!.open(stake, { bets: [], ...choice });
  return { outcome: withoutBets(round.view), win: round.win };
}

class FakeTable {
  readonly table: string;
  readonly channel: string;
  round: Round;
  history: { number: number; outcome: Record<string, unknown> }[] = [];
  balance = 250_000;
  myBet: { id: string; stake: number; choice: Record<string, unknown>; status: string; win: number | null } | null =
    null;
  sockets: WebSocketRoute[] = [];

  constructor(readonly family: string) {
    this.table = `halcyon-live:${family}`;
    this.channel = `public:live:${this.table}`;
    for (let number = 30; number < 42; number += 1) {
      this.history.unshift({ number, outcome: drawOutcome(family, 0, {}).outcome });
    }
    this.round = this.bettingRound(42, 30_000);
  }

  bettingRound(number: number, msLeft: number): Round {
    return {
      id: randomUUID(),
      number,
      phase: 'betting',
      betting_closes_at: iso(Date.now() + msLeft),
      result_at: null,
      next_round_at: null,
      commitment: hex(64),
      client_seed: `${this.table}:${number}`,
      server_seed: null,
      outcome: null,
    };
  }

  answer() {
    return {
      table: this.table,
      channel: this.channel,
      realtime: { url: '/connection/websocket', token: 'anonymous' },
      server_time: iso(Date.now()),
      round: this.round,
      history: this.history,
      players: 23,
      my_bet: this.myBet,
      balance: this.balance,
    };
  }

  publish(type: 'round_open' | 'bets_closed' | 'result') {
    const data = { type, table: this.table, round: this.round, players: 24 };
    for (const socket of this.sockets) socket.send(JSON.stringify({ push: { channel: this.channel, pub: { data } } }));
  }

  close() {
    // As the server: the draw is shown for 4 s while bets are closed, then the result comes.
    this.round = {
      ...this.round,
      phase: 'closed',
      betting_closes_at: iso(Date.now()),
      result_at: iso(Date.now() + 4000),
    };
    this.publish('bets_closed');
  }

  result() {
    const stake = this.myBet?.stake ?? 0;
    const { outcome, win } = drawOutcome(this.family, stake, this.myBet?.choice ?? {});
    this.round = {
      ...this.round,
      phase: 'result',
      result_at: iso(Date.now()),
      next_round_at: iso(Date.now() + 6000),
      server_seed: hex(64),
      outcome,
    };
    this.publish('result');
    // The seat's settlement lands a moment after the result, as the server settles every bet in turn.
    setTimeout(() => {
      if (!this.myBet) return;
      this.myBet = { ...this.myBet, status: 'settled', win };
      this.balance += win;
    }, 600);
  }
}

async function serveTable(page: Page, table: FakeTable) {
  await page.route('**/api/studio/**', async (route) => {
    const url = new URL(route.request().url());
    const json = (data: unknown, status = 200) => route.fulfill({ status, json: data });
    if (url.pathname === '/api/studio/session') {
      return json({
        game: {
          identifier: table.table,
          title: TITLES[table.family] ?? table.family,
          family: table.family,
          params:
            table.family === 'wheel' ? { risk: 'high' } : table.family === 'roulette' ? { variant: 'european' } : {},
          payout: '97.30',
        },
        mode: 'real',
        currency: 'EUR',
        currency_exponent: 2,
        balance: table.balance,
        min_stake: 10,
        max_stake: 100_000,
        seeds: { commitment: hex(64), client_seed: 'lucky-frog', nonce: 0 },
        open_round: null,
        licence: { autoplay: false, turbo: false, slam_stop: false, min_spin_ms: 0 },
        slot: null,
        live: { table: table.table, channel: table.channel },
        locale: LOCALE,
      });
    }
    if (url.pathname === '/api/studio/live' && route.request().method() === 'GET') return json(table.answer());
    if (url.pathname === '/api/studio/live/bets') {
      const body = route.request().postDataJSON() as { stake: number; choice: Record<string, unknown> };
      if (table.round.phase !== 'betting') {
        return json({ error: { code: 'LIVE_BETTING_CLOSED', message: 'closed' } }, 409);
      }
      table.balance -= body.stake;
      table.myBet = { id: randomUUID(), stake: body.stake, choice: body.choice, status: 'placed', win: null };
      return json({ bet: table.myBet, balance: table.balance }, 201);
    }
    return json({ error: { code: 'NOT_FOUND', message: 'no fixture' } }, 404);
  });
  // The Centrifugo client protocol (JSON), as far as a frame uses it: connect, subscribe, pushes.
  await page.routeWebSocket(/\/connection\/websocket/, (socket) => {
    if (process.env.NO_SOCKET) {
      void socket.close({ code: 3000, reason: 'unavailable' });
      return;
    }
    table.sockets.push(socket);
    socket.onMessage((frame) => {
      for (const line of String(frame).split('\n').filter(Boolean)) {
        const command = JSON.parse(line) as { id?: number; connect?: unknown; subscribe?: unknown };
        const answer = command.connect
          ? { id: command.id, connect: { client: randomUUID(), version: 'fake' } }
          : command.subscribe
            ? { id: command.id, subscribe: {} }
            : { id: command.id };
        if (command.id) socket.send(JSON.stringify(answer));
      }
    });
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
for (const family of process.argv.slice(2)) {
  for (const size of SIZES) {
    const name = `${family}-${size.name}${LOCALE === 'en' ? '' : `-${LOCALE}`}`;
    const shot = (step: string, page: Page) => page.screenshot({ path: `${OUT}/${name}-${step}.png` });
    const page = await browser.newPage({
      viewport: { width: size.width, height: size.height },
      reducedMotion: process.env.REDUCED_MOTION ? 'reduce' : 'no-preference',
    });
    page.on('pageerror', (error) => console.error(`${name}: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && console.error(`${name}: ${message.text()}`));
    const table = new FakeTable(family);
    await serveTable(page, table);
    await page.goto(`${BASE}/studio/?session=${family}&locale=${LOCALE}`);
    await page.getByRole('timer').waitFor();
    await shot('open', page);
    try {
      if (LOCALE === 'en') await BETS[family]?.(page);
      await shot('chips', page);
      const place = page.locator('button', { hasText: /·/ }).last();
      if (await place.isEnabled()) await place.click();
      await page.waitForTimeout(600);
      await shot('betting', page);
      table.close();
      await page.waitForTimeout(2000);
      await shot('closed', page);
      await page.waitForTimeout(2000);
      table.result();
      await page.waitForTimeout(Number(process.env.WAIT_MS ?? 3600));
      await shot('result', page);
    } catch (error) {
      console.error(`${name}: ${(error as Error).message.split('\n')[0]}`);
      await shot('failed', page);
    }
    await page.close();
  }
}
await browser.close();
