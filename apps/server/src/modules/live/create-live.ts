import type { LiveChannel, LiveMessage } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import type { GamesService } from '../games';
import type { StudioWallet } from '../studio';
import type { WalletsService } from '../wallets';
import { createLiveRoundRecords } from './live-round-records';
import { createLiveScheduler } from './live-scheduler';
import { createLiveTableRunner } from './live-table-runner';
import type { LiveTiming } from './live-timing';
import { createLiveService } from './live.service';

export type Live = ReturnType<typeof createLive>;

/**
 * Live tables, wired: the frame's service, the scheduler that runs the tables this process leads, and the slips'
 * records for the games history.
 */
export function createLive(deps: {
  db: Database;
  clock: Clock;
  games: GamesService;
  wallets: WalletsService;
  wallet: StudioWallet;
  secretBox: SecretBox;
  publish: (channel: LiveChannel, message: LiveMessage) => Promise<void>;
  connectionFor: (baseUrl: string) => Promise<{ url: string; token: string }>;
  timing: LiveTiming;
  tickMs: number;
  logger: FastifyBaseLogger;
}) {
  const { db, clock, games, wallets, wallet, secretBox, publish, connectionFor, timing, tickMs, logger } = deps;
  const runner = createLiveTableRunner({ db, clock, secretBox, wallet, publish });
  return {
    service: createLiveService({ runner, timing, db, clock, games, wallets, wallet, connectionFor }),
    scheduler: createLiveScheduler({ db, clock, games, runner, timing, tickMs, logger }),
    /** The games history's provably fair records of the player's slips. */
    roundRecords: createLiveRoundRecords({ db, games, secretBox }),
  };
}
