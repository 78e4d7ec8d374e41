import { randomBytes } from 'node:crypto';
import type { SeedRotation, StudioSeeds } from '@casino/contracts';
import { commitmentOf } from '@casino/game-engine';
import type { Database, Queryable, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import type { StudioSeedRow } from './studio.repository';
import { findActiveSeeds, hasUnfinishedRound, insertSeeds, revealSeeds, takeNonce } from './studio.repository';

/** Whose seeds: the player's for real play (across games and sessions), the session's own for demo play. */
export type SeedOwner = string;
export const playerOwner = (userId: number): SeedOwner => `user:${userId}`;
export const demoOwner = (sessionId: number): SeedOwner => `session:${sessionId}`;

export type Seeds = ReturnType<typeof createSeeds>;

export const publicSeeds = (row: StudioSeedRow): StudioSeeds => ({
  commitment: row.commitment,
  client_seed: row.clientSeed,
  nonce: row.nextNonce,
});

/**
 * Provably fair seed pairs (docs/studio.md, "Seeds"). The server seed is 32 random bytes, sealed at rest and published
 * only by its SHA-256 until the player rotates the pair; the client seed is the player's to change.
 */
export function createSeeds({ db, clock, secretBox }: { db: Database; clock: Clock; secretBox: SecretBox }) {
  async function create(tx: Queryable, owner: SeedOwner, clientSeed?: string, chosenServerSeed?: string) {
    const serverSeed = chosenServerSeed ?? randomBytes(32).toString('hex');
    return insertSeeds(tx, {
      owner,
      sealedServerSeed: secretBox.seal(serverSeed),
      commitment: commitmentOf(serverSeed),
      clientSeed: clientSeed ?? randomBytes(12).toString('base64url'),
      createdAt: clock(),
    });
  }

  /** The owner's active pair, created on first use (a concurrent first use finds the other's). */
  async function active(tx: Queryable, owner: SeedOwner): Promise<StudioSeedRow> {
    const found = (await findActiveSeeds(tx, owner)) ?? (await create(tx, owner)) ?? (await findActiveSeeds(tx, owner));
    if (!found) throw new Error(`no active seeds for ${owner}`);
    return found;
  }

  return {
    active,

    /** The server seed in clear, for the round's randomness (or once revealed). */
    serverSeedOf: (row: StudioSeedRow) => secretBox.open(row.sealedServerSeed),

    /** Takes the next nonce of the owner's pair inside the round's transaction. */
    async nextNonce(tx: Transaction, owner: SeedOwner) {
      // A rotation may have replaced the pair between the look-up and the update: take the new pair's.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await active(tx, owner);
        const taken = await takeNonce(tx, owner);
        if (taken) return taken;
      }
      throw new AppError('REQUEST_IN_PROGRESS', 'The seeds changed during the request; retry');
    },

    /**
     * Reveals the active server seed and starts a new pair, with the player's client seed or a fresh one. Refused
     * while a round of the owner is unfinished: revealing its server seed would tell the player the rest of it.
     */
    async rotate(owner: SeedOwner, clientSeed?: string, testServerSeed?: string): Promise<SeedRotation> {
      return db.transaction(async (tx) => {
        await active(tx, owner);
        // Locked first, so a round opening at the same moment waits for the new pair (or this waits for it).
        const current = await findActiveSeeds(tx, owner, true);
        if (!current) throw new AppError('REQUEST_IN_PROGRESS', 'The seeds changed during the request; retry');
        if (await hasUnfinishedRound(tx, owner)) {
          throw new AppError('ROUND_IN_PROGRESS', 'Finish the open round before changing seeds');
        }
        await revealSeeds(tx, current.id, clock());
        // A chosen server seed comes only from the test-only route, which production refuses to enable.
        const next = await create(tx, owner, clientSeed, testServerSeed);
        if (!next) throw new Error(`seeds of ${owner} not replaced`);
        return {
          revealed: {
            server_seed: secretBox.open(current.sealedServerSeed),
            commitment: current.commitment,
            client_seed: current.clientSeed,
            next_nonce: current.nextNonce,
          },
          seeds: publicSeeds(next),
        };
      });
    },
  };
}
