import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { percentile } from './lib/percentiles';
import { envInteger } from './lib/env-integer';

/**
 * Delivery of a live table's result to 5,000 connected sockets (target: p99 ≤ 200 ms). With REDIS_URL the sockets are
 * split over two server processes and every result is published on one of them, so half the deliveries cross the
 * Redis fan-out as a multi-process deployment's would; without it, one process delivers to all. The clients are raw
 * WebSockets speaking the Centrifugo protocol in this process, so the figure includes their own event loop's queue:
 * a real phone receives one message, not 5,000 in one loop.
 */
const SOCKETS = envInteger('LIVE_BENCH_SOCKETS', 5_000);
const RESULTS = 20;
const CHANNEL = 'public:live:bench/table';

type Child = { process: ChildProcess; address: string };

async function startServer(): Promise<Child> {
  const child = fork(fileURLToPath(new URL('./servers/realtime-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const address = await new Promise<string>((resolve) => {
    child.once('message', (message) => resolve((message as { address: string }).address));
  });
  return { process: child, address };
}

async function tokenOf(child: Child): Promise<{ url: string; token: string }> {
  const answer = new Promise<{ url: string; token: string }>((resolve) => {
    child.process.once('message', (message) =>
      resolve((message as { connection: { url: string; token: string } }).connection),
    );
  });
  child.process.send({ token: true });
  return answer;
}

/** A socket connected and subscribed; calls `onResult` with each publication's data. */
async function subscriber(url: string, token: string, onResult: (data: { sent_at: number }) => void) {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const subscribed = new Promise<void>((resolve) => {
    socket.on('message', (raw: Buffer) => {
      for (const line of raw.toString('utf8').split('\n')) {
        if (line === '' || line === '{}') {
          if (line === '{}') socket.send('{}'); // the server's ping
          continue;
        }
        const frame = JSON.parse(line) as { id?: number; push?: { pub?: { data: { sent_at: number } } } };
        if (frame.id === 2) resolve();
        if (frame.push?.pub) onResult(frame.push.pub.data);
      }
    });
  });
  socket.send(
    `${JSON.stringify({ id: 1, connect: { token } })}\n${JSON.stringify({ id: 2, subscribe: { channel: CHANNEL } })}`,
  );
  await subscribed;
  return socket;
}

export type LiveDelivery = {
  sockets: number;
  processes: number;
  results: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  delivered: number;
};

export async function measureLiveDelivery(): Promise<LiveDelivery> {
  const servers = process.env.REDIS_URL ? [await startServer(), await startServer()] : [await startServer()];
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  try {
    const connections = await Promise.all(servers.map(tokenOf));
    const record = ({ sent_at: sentAt }: { sent_at: number }) =>
      latencies.push(performance.timeOrigin + performance.now() - sentAt);
    for (let at = 0; at < SOCKETS; at += 100) {
      const batch = Array.from({ length: Math.min(100, SOCKETS - at) }, (_, offset) => {
        const { url, token } = connections[(at + offset) % connections.length]!;
        return subscriber(url, token, record);
      });
      sockets.push(...(await Promise.all(batch)));
    }
    for (let result = 0; result < RESULTS; result += 1) {
      const target = latencies.length + SOCKETS;
      servers[0]!.process.send({
        publish: { channel: CHANNEL, data: { type: 'result', sent_at: performance.timeOrigin + performance.now() } },
      });
      const started = Date.now();
      while (latencies.length < target && Date.now() - started < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    for (const socket of sockets) socket.terminate();
    for (const server of servers) server.process.kill('SIGTERM');
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    sockets: SOCKETS,
    processes: servers.length,
    results: RESULTS,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
    delivered: sorted.length,
  };
}
