import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type ChildServer = {
  address: string;
  /** Everything the server said when it was ready (its address and whatever else it reports). */
  ready: Record<string, unknown>;
  process: ChildProcess;
  stop: () => Promise<void>;
};

/** Runs a server in its own process so the load generator never shares its event loop. */
export async function startChildServer(script: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const child: ChildProcess = fork(fileURLToPath(new URL(`../servers/${script}`, import.meta.url)), {
    // BENCH_SERVER_NODE_ARGS adds Node flags to the server alone (`--cpu-prof --cpu-prof-dir=...` to profile it).
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Record<string, unknown>));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    address: String(ready.address),
    ready,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
