import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type ChildServer = { address: string; stop: () => Promise<void> };

/** Runs a server in its own process so the load generator never shares its event loop. */
export async function startChildServer(script: string): Promise<ChildServer> {
  const child: ChildProcess = fork(fileURLToPath(new URL(`../servers/${script}`, import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { address: string }).address));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    address,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
