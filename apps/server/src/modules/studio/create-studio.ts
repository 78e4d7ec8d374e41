import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import type { GameWalletService } from '../game-wallet';
import type { GamesService } from '../games';
import type { SlotMaths } from '../slot-maths';
import { createFamilyMaths } from './family-maths';
import type { PlayableFreespins } from './slot-freespins';
import type { WalletsService } from '../wallets';
import { createRoundFairness } from './round-fairness';
import { createSeeds } from './seeds';
import { createStudioRounds } from './studio-rounds';
import { createStudioService } from './studio.service';
import { createStudioWallet } from './studio-wallet';
import { deleteExpiredDemoSessions } from './studio.repository';

/** Expired demo sessions are kept a day (a player may still look at the last round), then forgotten. */
const DEMO_RETENTION_MS = 24 * 60 * 60_000;

export type Studio = ReturnType<typeof createStudio>;

/** The studio's parts, wired: seeds, rounds settled through the wallet protocol, and the session service. */
export function createStudio(deps: {
  db: Database;
  clock: Clock;
  games: GamesService;
  wallets: WalletsService;
  gameWallet: GameWalletService;
  /** Seals server seeds at rest. */
  secretBox: SecretBox;
  /** The studio integration's shared secret. */
  walletSecret: string;
  /** Versioned slot maths: what a slot round's parameters name. */
  slotMaths: SlotMaths;
  /** The casino's free spins the slots may play (the bonus engine's). */
  playableFreespins?: PlayableFreespins;
}) {
  const { db, clock, games, wallets, gameWallet, secretBox, walletSecret, slotMaths, playableFreespins } = deps;
  const seeds = createSeeds({ db, clock, secretBox });
  const wallet = createStudioWallet({ secret: walletSecret, gameWallet, games });
  const maths = createFamilyMaths(slotMaths);
  const rounds = createStudioRounds({ db, clock, seeds, wallet, maths, playableFreespins });
  const service = createStudioService({ db, clock, games, wallets, seeds, rounds, maths, playableFreespins });
  return {
    service,
    rounds,
    /** The studio's wallet integration, which live tables settle through too. */
    wallet,
    /** A player's studio rounds' seeds, nonces and balances, for their game history. */
    roundRecords: createRoundFairness({ db, seeds }),
    /** At start-up: the wallet integration registered, and any round a crash left half-settled finished. */
    async start() {
      await wallet.ensureIntegration();
      await rounds.settleUnsettled();
    },
    /** Part of the periodic sweep: expired demo sessions, their rounds and seeds. */
    sweep: () => db.transaction((tx) => deleteExpiredDemoSessions(tx, new Date(clock().getTime() - DEMO_RETENTION_MS))),
  };
}
