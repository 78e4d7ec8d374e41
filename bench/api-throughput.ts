import autocannon from 'autocannon';
import { startChildServer } from './lib/child-server';
import { envInteger } from './lib/env-integer';

const DURATION_S = envInteger('BENCH_DURATION_S', 10);
const CONNECTIONS = 50;
const ROUNDS = envInteger('BENCH_ROUNDS', 3);

type Run = { name: string; requestsPerSecond: number; latencyP99Ms: number; errors: number };

// What a browser sends; the bare route ignores it, games_filter answers with its pre-gzipped pages.
const BROWSER_HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const NO_COMPRESSION_HEADERS = { 'content-type': 'application/json' };

async function load(
  name: string,
  url: string,
  bodies: object[],
  headers: Record<string, string> = BROWSER_HEADERS,
): Promise<Run> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: 'POST',
    headers,
    requests: bodies.map((body) => ({ method: 'POST', body: JSON.stringify(body) })),
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

// A lobby visit: the main rows, category pages one to three, and a search, cycled per connection.
const LOBBY_MIX = [
  { device: 'desktop', page: 1, page_size: 40, filter: { categories: { identifiers: ['pokies'], strategy: 'OR' } } },
  { device: 'mobile', page: 2, page_size: 40, filter: { categories: { identifiers: ['pokies'], strategy: 'OR' } } },
  { device: 'desktop', page: 1, page_size: 15, filter: { categories: { identifiers: ['live'], strategy: 'OR' } } },
  { device: 'desktop', page: 3, page_size: 40, filter: { categories: { identifiers: ['pokies'], strategy: 'OR' } } },
  { device: 'mobile', page: 1, page_size: 40, filter: { title: 'gold' } },
];

export type ThroughputFigures = { runs: Run[]; ratio: number; ratioMix: number; ratioUncompressed: number };

export async function measureApiThroughput(): Promise<ThroughputFigures> {
  const bare = await startChildServer('bare-server.ts');
  const app = await startChildServer('app-server.ts');
  const runs: Run[] = [];
  try {
    // Warm both up, then alternate so machine noise hits both sides alike.
    await load('warm-up', `${bare.address}/bare`, [{}]);
    await load('warm-up', `${app.address}/api/games_filter`, LOBBY_MIX);
    for (let round = 0; round < ROUNDS; round++) {
      runs.push(await load('bare fastify route', `${bare.address}/bare`, [{ device: 'desktop' }]));
      runs.push(await load('games_filter (pokies page 1)', `${app.address}/api/games_filter`, [LOBBY_MIX[0]!]));
      runs.push(await load('games_filter (lobby mix)', `${app.address}/api/games_filter`, LOBBY_MIX));
      runs.push(
        await load(
          'games_filter (pokies page 1, no compression)',
          `${app.address}/api/games_filter`,
          [LOBBY_MIX[0]!],
          NO_COMPRESSION_HEADERS,
        ),
      );
    }
  } finally {
    await Promise.all([bare.stop(), app.stop()]);
  }
  const mean = (name: string) => {
    const matching = runs.filter((r) => r.name === name);
    return matching.reduce((sum, r) => sum + r.requestsPerSecond, 0) / matching.length;
  };
  const bareRps = mean('bare fastify route');
  return {
    runs,
    ratio: mean('games_filter (pokies page 1)') / bareRps,
    ratioMix: mean('games_filter (lobby mix)') / bareRps,
    ratioUncompressed: mean('games_filter (pokies page 1, no compression)') / bareRps,
  };
}
