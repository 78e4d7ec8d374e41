import type { Database } from '../../db/client';
import type { GamesService } from '../games';
import { publicPlayerName } from '../users';
import { listLatestWins, listPlayedGames, listPlayerRounds } from './game-wallet.repository';

export type PlayHistory = ReturnType<typeof createPlayHistory>;

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
export function createPlayHistory({ db, games }: { db: Database; games: GamesService }) {
  const titleOf = (identifier: string) => {
    const [provider = '', slug = ''] = identifier.split('/');
    return games.findGame(provider, slug);
  };

  return {
    async rounds(userId: number, page: number, perPage: number) {
      const rows = await listPlayerRounds(db, userId, { limit: perPage, offset: (page - 1) * perPage });
      return rows.map((round) => ({
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
      }));
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
