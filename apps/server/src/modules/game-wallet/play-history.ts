import type { GameRound } from '@casino/contracts';
import type { Database } from '../../db/client';
import type { GamesService } from '../games';
import { publicPlayerName } from '../users';
import { listLatestWins, listOpenRoundCurrencies, listPlayedGames, listPlayerRounds } from './game-wallet.repository';

export type PlayHistory = ReturnType<typeof createPlayHistory>;

/**
 * What an integration knows of its own rounds beyond the books: the studio's seeds, nonce and balance after each. Keyed
 * by the provider's round id; a round missing from the answer has none.
 */
export type RoundDetails = (
  userId: number,
  providerRoundIds: readonly string[],
) => Promise<ReadonlyMap<string, { balanceAfter: number | null; fairness: GameRound['provably_fair'] }>>;

/** Details from several sources of one integration's rounds (each answers for the round ids it knows). */
export function mergedRoundDetails(...sources: readonly RoundDetails[]): RoundDetails {
  return async (userId, providerRoundIds) =>
    new Map((await Promise.all(sources.map((source) => source(userId, providerRoundIds)))).flatMap((map) => [...map]));
}

const RECENT_GAMES = 24;
const LATEST_WINS = 20;

/** A whole number of minor units as a reader sees it: "€12.50", or "0.00012 BTC" for a code Intl does not know. */
function humanizedAmount(cents: number, currency: string, subunitsToUnit: number): string {
  const units = cents / subunitsToUnit;
  const digits = Math.round(Math.log10(subunitsToUnit));
  try {
    if (Intl.supportedValuesOf('currency').includes(currency)) {
      return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: digits }).format(units);
    }
  } catch {
    // An engine without the list: fall through to the plain form.
  }
  return `${new Intl.NumberFormat('en', { maximumFractionDigits: digits }).format(units)} ${currency}`;
}

/**
 * What a player and the lobby read about play: the player's rounds (GameRound of the reference), the games they
 * played lately, and the latest real-money wins of everyone, by shortened names.
 */
export function createPlayHistory({
  db,
  games,
  detailsByIntegration = {},
}: {
  db: Database;
  games: GamesService;
  /** By integration name: the studio's round details. */
  detailsByIntegration?: Readonly<Record<string, RoundDetails>>;
}) {
  const titleOf = (identifier: string) => {
    const [provider = '', slug = ''] = identifier.split('/');
    return games.findGame(provider, slug);
  };

  return {
    async rounds(userId: number, page: number, perPage: number) {
      const rows = await listPlayerRounds(db, userId, { limit: perPage, offset: (page - 1) * perPage });
      const details = new Map(
        await Promise.all(
          Object.entries(detailsByIntegration).map(async ([integration, detailsOf]) => {
            const ids = rows.filter((round) => round.integration === integration).map((round) => round.providerRoundId);
            return [integration, ids.length > 0 ? await detailsOf(userId, ids) : new Map()] as const;
          }),
        ),
      );
      return rows.map((round): GameRound => {
        const detail = details.get(round.integration)?.get(round.providerRoundId);
        return {
          bet_id: round.id,
          bet_status: round.finishedAt ? ('finished' as const) : ('unfinished' as const),
          created_at: round.createdAt.toISOString(),
          finished_at: round.finishedAt?.toISOString() ?? null,
          currency: round.currency,
          provider: round.game.split('/')[0] ?? '',
          game: round.game,
          title: titleOf(round.game)?.title ?? round.game,
          total_bets: round.betCents,
          total_wins: round.winCents,
          // The round's loss: what was staked and not won back, never below zero.
          total_losses: Math.max(round.betCents - round.winCents, 0),
          balance_after: detail?.balanceAfter ?? null,
          provably_fair: detail?.fairness ?? null,
        };
      });
    },

    /**
     * A game's `unfinished_games_for` for a player: the currencies of their rounds of it still open, whether a
     * provider's or the studio's (`studioOpen`, its own rounds waiting for the player's next move).
     */
    async unfinishedCurrencies(userId: number, game: string, studioOpen: readonly string[] = []) {
      const open = await listOpenRoundCurrencies(db, userId, game);
      return [...new Set([...open, ...studioOpen])].sort();
    },

    async playedGames(userId: number) {
      const rows = await listPlayedGames(db, userId, RECENT_GAMES);
      return rows.map((row) => ({
        identifier: row.game,
        last_activity_at: row.lastActivityAt ? new Date(row.lastActivityAt).toISOString() : null,
      }));
    },

    async latestWins() {
      const rows = await listLatestWins(db, LATEST_WINS);
      return rows.map((row) => {
        const game = titleOf(row.game);
        return {
          at: Math.floor(row.processedAt.getTime() / 1_000),
          nickname: publicPlayerName(row),
          game_identifier: row.game,
          game_title: game?.title ?? row.game,
          game_table_url: `/play/${row.game}`,
          game_table_image_path: game?.preview ?? null,
          currency: row.currency,
          bet_amount_cents: row.betCents,
          win_amount_cents: row.amountCents,
          humanized_win: humanizedAmount(row.amountCents, row.currency, row.subunitsToUnit),
        };
      });
    },
  };
}
