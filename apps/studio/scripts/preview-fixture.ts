/**
 * A development-only stand-in for the server's studio API, to look at the built game front ends without a database:
 * `npx tsx apps/studio/scripts/preview-fixture.ts` then open http://127.0.0.1:4180/studio/?session=<family>.
 * Outcomes here are made up (node:crypto); the real ones come from the server's studio module. Never part of a build.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAMILY_FIXTURES } from './preview-families';
import { slotFixture } from './slot-fixture';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

type Round = {
  id: string;
  family: string;
  stake: number;
  win: number;
  status: 'open' | 'finished';
  view: Record<string, unknown>;
};
let balance = 100_000;
let nonce = 0;
const rounds: Round[] = [];

const seeds = () => ({
  commitment: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  client_seed: 'lucky-frog',
  nonce,
});

function roundAnswer(round: Round, actions: string[]) {
  return {
    ...round,
    balance,
    actions,
    ...seeds(),
    nonce: Math.max(0, nonce - 1),
    created_at: new Date().toISOString(),
    finished_at: round.status === 'finished' ? new Date().toISOString() : null,
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const family = String(request.headers['x-studio-session'] ?? '');
  const fixture = family === 'slot' ? slotFixture : FAMILY_FIXTURES[family];
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    if (!url.pathname.startsWith('/api/')) {
      const file = path.join(DIST, url.pathname.replace(/^\/studio\/?/, '') || 'index.html');
      if (!file.startsWith(DIST) || !existsSync(file)) return send(response, 404, {});
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      return response.end(readFileSync(file));
    }
    if (url.pathname.startsWith('/api/') && !fixture && family !== 'roulette') {
      return send(response, 403, { error: { code: 'GAME_SESSION_INVALID', message: 'unknown session' } });
    }
    if (url.pathname === '/api/studio/session') {
      const open = rounds.find((round) => round.family === family && round.status === 'open');
      return send(response, 200, {
        game: {
          identifier: `aurora:${family}`,
          title: fixture?.title ?? 'Roulette',
          family,
          params: fixture?.params ?? {},
          payout: fixture?.payout ?? '97.30',
        },
        mode: 'demo',
        currency: 'FUN',
        currency_exponent: 2,
        balance,
        min_stake: 10,
        max_stake: 50_000,
        seeds: seeds(),
        open_round: open ? roundAnswer(open, fixture?.actionsOf(open) ?? []) : null,
        // LICENCE=uk previews a UK-style licence: no autoplay, turbo or slam-stop, and slot spins 2.5 s apart.
        licence:
          process.env.LICENCE === 'uk'
            ? { autoplay: false, turbo: false, slam_stop: false, min_spin_ms: 2500 }
            : { autoplay: process.env.AUTOPLAY === '1', turbo: true, slam_stop: true, min_spin_ms: 0 },
        slot: fixture?.session?.() ?? null,
        freespins: null,
        live: null,
        locale: 'en',
      });
    }
    if (!fixture) return send(response, 404, { error: { code: 'NOT_FOUND', message: 'no fixture' } });
    if (url.pathname === '/api/studio/rounds' && request.method === 'GET') {
      return send(
        response,
        200,
        rounds
          .slice(-20)
          .reverse()
          .map((round) => roundAnswer(round, [])),
      );
    }
    if (url.pathname === '/api/studio/rounds' && request.method === 'POST') {
      const stake = Number(json.stake);
      if (stake > balance) return send(response, 422, { error: { code: 'INSUFFICIENT_FUNDS', message: 'no' } });
      balance -= stake;
      nonce += 1;
      const round: Round = { id: randomUUID(), family, stake, win: 0, status: 'open', view: {} };
      fixture.open(round, (json.choice ?? {}) as Record<string, unknown>, randomInt);
      if (round.status === 'finished') balance += round.win;
      rounds.push(round);
      return send(response, 200, roundAnswer(round, fixture.actionsOf(round)));
    }
    const action = /^\/api\/studio\/rounds\/([^/]+)\/actions$/.exec(url.pathname);
    const round = rounds.find((candidate) => candidate.id === action?.[1]);
    if (round) {
      fixture.act(round, String(json.action), (json.details ?? {}) as Record<string, unknown>, randomInt);
      if (round.status === 'finished') balance += round.win;
      return send(response, 200, roundAnswer(round, fixture.actionsOf(round)));
    }
    if (url.pathname === '/api/studio/demo/reset') {
      balance = 100_000;
      return send(response, 200, { balance });
    }
    if (url.pathname === '/api/studio/seeds/client') {
      return send(response, 200, { ...seeds(), client_seed: json.client_seed });
    }
    if (url.pathname === '/api/studio/seeds/rotate') {
      const revealed = {
        server_seed: randomUUID(),
        commitment: seeds().commitment,
        client_seed: 'lucky-frog',
        next_nonce: nonce,
      };
      nonce = 0;
      return send(response, 200, { revealed, seeds: seeds() });
    }
    return send(response, 404, { error: { code: 'NOT_FOUND', message: 'no such call' } });
  });
});

server.listen(Number(process.env.PORT ?? 4180), '127.0.0.1');
