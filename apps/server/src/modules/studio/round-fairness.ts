import type { RoundFairness } from '@casino/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { walletRoundId } from './replay';
import type { Seeds } from './seeds';
import { studioRounds, studioSeeds } from './studio.schema';

export type StudioRoundRecord = { balanceAfter: number | null; fairness: RoundFairness };

/** `studio-<id>` (the studio's round id in the wallet's books) back to the studio round's id. */
const studioRoundIdOf = (walletRound: string) => {
  const match = /^studio-(\d+)$/.exec(walletRound);
  return match ? Number(match[1]) : undefined;
};

/** A slot round's maths title and version, which verifying it needs beside its seeds. */
function slotMathsOf(family: string, params: Record<string, unknown>) {
  const { maths, version } = params;
  if (family !== 'slot' || typeof maths !== 'string' || typeof version !== 'number') return {};
  return { slot_maths: { maths, version } };
}

/**
 * A player's studio rounds as their game history shows them: the balance after each, and the seeds and nonce that
 * drew it. The server seed is opened only once its pair was rotated; until then only its commitment is public.
 */
export function createRoundFairness({ db, seeds }: { db: Database; seeds: Seeds }) {
  return async function recordsOf(
    userId: number,
    walletRoundIds: readonly string[],
  ): Promise<Map<string, StudioRoundRecord>> {
    const ids = walletRoundIds.map(studioRoundIdOf).filter((id) => id !== undefined);
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ round: studioRounds, seed: studioSeeds })
      .from(studioRounds)
      .innerJoin(studioSeeds, eq(studioSeeds.id, studioRounds.seedId))
      // The user's own rounds only: a history page never reads another player's seeds.
      .where(and(inArray(studioRounds.id, ids), eq(studioRounds.userId, userId)));
    return new Map(
      rows.map(({ round, seed }) => [
        walletRoundId(round.id),
        {
          balanceAfter: round.balanceAfter,
          fairness: {
            family: round.family,
            client_seed: seed.clientSeed,
            nonce: round.nonce,
            commitment: seed.commitment,
            server_seed: seed.revealedAt ? seeds.serverSeedOf(seed) : null,
            ...slotMathsOf(round.family, round.params),
          },
        },
      ]),
    );
  };
}
export type RoundFairnessRecords = ReturnType<typeof createRoundFairness>;
