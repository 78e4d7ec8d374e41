import type { RoundFairness } from '@casino/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import type { GamesService } from '../games';
import type { LiveGame } from './live-games';
import { liveGameOf } from './live-games';
import { liveWalletRound } from './live-table-runner';
import { liveBets, liveRounds } from './live.schema';

/** `live-<id>` (a slip's round in the wallet's books) back to the slip's id. */
const liveBetIdOf = (walletRound: string) => {
  const match = /^live-(\d+)$/.exec(walletRound);
  return match ? Number(match[1]) : undefined;
};

/** A round's server seed is public once its result is out: the round is over, so it tells nothing of another. */
const REVEALED_PHASES: ReadonlySet<string> = new Set(['result', 'settled']);

/**
 * How /provably-fair replays a slip: the family's draw with nonce 0, shared by every seat; a hand table's seat as
 * `live-blackjack` with its own nonce (the slip's id), from which the page also deals the table's opening and dealer.
 */
const verifiedAs = (game: LiveGame, betId: number) =>
  game.kind === 'hand' ? { family: 'live-blackjack', nonce: betId } : { family: game.family.id, nonce: 0 };

/**
 * A player's live slips as the games history shows them: the shared round's seeds (every live round is its own seed
 * pair) and its server seed once the result is out, so /provably-fair replays the pocket, hands, dice or segment
 * every seat saw, and a blackjack seat's own cards. The balance after a slip is not recorded (other slips of the
 * player may settle between).
 */
export function createLiveRoundRecords({
  db,
  games,
  secretBox,
}: {
  db: Database;
  games: GamesService;
  secretBox: SecretBox;
}) {
  return async function recordsOf(
    userId: number,
    walletRoundIds: readonly string[],
  ): Promise<Map<string, { balanceAfter: null; fairness: RoundFairness }>> {
    const ids = walletRoundIds.map(liveBetIdOf).filter((id) => id !== undefined);
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ bet: liveBets, round: liveRounds })
      .from(liveBets)
      .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
      // The player's own slips only: a history page never reads another player's rounds.
      .where(and(inArray(liveBets.id, ids), eq(liveBets.userId, userId)));
    return new Map(
      rows.flatMap(({ bet, round }) => {
        const game = liveGameOf(games, round.game);
        if (!game) return [];
        const fairness: RoundFairness = {
          ...verifiedAs(game, bet.id),
          client_seed: round.clientSeed,
          commitment: round.commitment,
          server_seed: REVEALED_PHASES.has(round.phase) ? secretBox.open(round.sealedServerSeed) : null,
        };
        return [[liveWalletRound(bet), { balanceAfter: null, fairness }] as const];
      }),
    );
  };
}
