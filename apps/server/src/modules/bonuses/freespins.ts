import type { FreespinsGift } from '@casino/contracts';
import type { Queryable, Transaction } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { houseBook, playerBook } from '../ledger';
import type { Outbox } from '../outbox';
import type { WalletsService } from '../wallets';
import type { CampaignRow } from './bonuses.repository';
import { findCampaign } from './bonuses.repository';
import type { FreespinsRow } from './freespins.repository';
import {
  addFreespinsWinnings,
  insertFreespins,
  listFreespins,
  lockFreespins,
  lockFreespinsById,
  updateFreespins,
} from './freespins.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const conflict = (message: string) => new AppError('CONFLICT', message);

/** A game's display title; its identifier when the catalogue no longer has it. */
type TitleOf = (identifier: string) => string;

/** Why a provider's free-spin round is refused, as the protocol's error names it. */
export type FreespinsRefusal = { refusal: 'MALFORMED' | 'GAME_NOT_AVAILABLE'; message: string };

function toGift(row: FreespinsRow, campaign: CampaignRow, now: Date, titleOf: TitleOf): FreespinsGift {
  const [first = ''] = row.games;
  return {
    id: row.id,
    title: campaign.title,
    stage: row.stage,
    freespins_total: row.total,
    freespins_performed: row.stage === 'issued' ? null : row.performed,
    bet_cents: row.betCents,
    bet_level: 1,
    games: row.games,
    games_info: row.games.map((identifier) => ({ identifier, title: titleOf(identifier) })),
    provider: first.split('/')[0] ?? '',
    activation_path: `/play/${first}?mode=real`,
    activation_condition: null,
    currency: row.currency,
    winnings_cents: row.winningsCents,
    wager_multiplier: row.wagerMultiplier,
    created_at: row.createdAt.toISOString(),
    activatable: row.stage === 'issued' && row.activatableUntil > now,
    activatable_until: row.activatableUntil.toISOString(),
    valid_until: row.validUntil?.toISOString() ?? null,
    cancelable: row.stage === 'issued' || row.stage === 'activated',
    group_key: campaign.groupKey,
  };
}

export type Freespins = ReturnType<typeof createFreespins>;

/**
 * Free spins (docs/bonuses.md "Free spins"): given by a campaign with `freespins_count`, activated by the player,
 * played in an eligible game at the set bet with the casino's money, their winnings held in bonus funding until the
 * last spin and then given as a bonus with the campaign's wager (`awardWinnings`), or as cash when it is 0.
 */
export function createFreespins({
  clock,
  wallets,
  outbox,
  awardWinnings,
  titleOf,
}: {
  titleOf: TitleOf;
  clock: Clock;
  wallets: WalletsService;
  outbox: Outbox;
  /** Gives the winnings as a bonus of the campaign (issued and activated): the bonus's id. */
  awardWinnings: (tx: Transaction, row: FreespinsRow, campaign: CampaignRow) => Promise<number | undefined>;
}) {
  async function campaignOf(tx: Queryable, row: FreespinsRow): Promise<CampaignRow> {
    const campaign = await findCampaign(tx, row.campaignId);
    if (!campaign) throw new Error(`campaign ${row.campaignId} vanished`);
    return campaign;
  }

  async function announce(tx: Transaction, row: FreespinsRow): Promise<FreespinsGift> {
    const gift = toGift(row, await campaignOf(tx, row), clock(), titleOf);
    await outbox.emit(tx, { type: 'freespins_changed', userId: row.userId, payload: { freespins: gift } });
    return gift;
  }

  /** Spins nobody may play any more end `expired` (their winnings so far stay with the casino). */
  async function expireIfDue(tx: Transaction, row: FreespinsRow): Promise<FreespinsRow> {
    const now = clock();
    const due =
      (row.stage === 'issued' && row.activatableUntil <= now) ||
      (row.stage === 'activated' && row.validUntil !== null && row.validUntil <= now);
    if (!due) return row;
    const expired = await updateFreespins(tx, row.id, { stage: 'expired', finishedAt: now, updatedAt: now });
    await announce(tx, expired);
    return expired;
  }

  /** The last spin: the winnings leave bonus funding, as cash (no wager) or as a bonus to wager. */
  async function finish(tx: Transaction, row: FreespinsRow): Promise<FreespinsRow> {
    const now = clock();
    let bonusId: number | null = null;
    if (row.winningsCents > 0 && row.wagerMultiplier === 0) {
      await wallets.post(tx, {
        idempotencyKey: `freespins:${row.id}:cash`,
        kind: 'bonus_converted',
        legs: [
          { account: houseBook(row.currency, 'bonus_funding'), amount: -row.winningsCents },
          { account: playerBook(row.userId, row.currency, 'cash'), amount: row.winningsCents },
        ],
        details: { freespins_id: row.id },
      });
    } else if (row.winningsCents > 0) {
      bonusId = (await awardWinnings(tx, row, await campaignOf(tx, row))) ?? null;
    }
    return updateFreespins(tx, row.id, { stage: 'finished', bonusId, finishedAt: now, updatedAt: now });
  }

  async function withGift<T>(tx: Transaction, userId: number, id: number, change: (row: FreespinsRow) => Promise<T>) {
    const row = await lockFreespins(tx, userId, id);
    if (!row) throw notFound('These free spins');
    return change(await expireIfDue(tx, row));
  }

  return {
    /** Gives a campaign's free spins once per trigger: the new spins, or undefined when this trigger gave them before. */
    async give(tx: Transaction, userId: number, campaign: CampaignRow, trigger: string, currency: string) {
      const now = clock();
      const row = await insertFreespins(tx, {
        userId,
        campaignId: campaign.id,
        trigger,
        currency,
        stage: 'issued',
        total: campaign.freespinsCount ?? 0,
        betCents: campaign.amountCents[currency] ?? 0,
        games: campaign.games,
        wagerMultiplier: campaign.wagerMultiplier,
        activatableUntil: new Date(now.getTime() + campaign.activationDays * DAY_MS),
        createdAt: now,
        updatedAt: now,
      });
      if (row) await announce(tx, row);
      return row;
    },

    /**
     * The player's free spins a game may play now in this currency: activated, in time, with spins left, the oldest
     * first (the studio plays them in that order).
     */
    async playable(db: Queryable, userId: number, game: string, currency: string): Promise<FreespinsGift[]> {
      const now = clock();
      const rows = (await listFreespins(db, userId)).filter(
        (row) =>
          row.stage === 'activated' &&
          row.currency === currency &&
          row.games.includes(game) &&
          row.performed < row.total &&
          (row.validUntil === null || row.validUntil > now),
      );
      const gifts: FreespinsGift[] = [];
      for (const row of rows.reverse()) gifts.push(toGift(row, await campaignOf(db, row), now, titleOf));
      return gifts;
    },

    list: async (tx: Transaction, userId: number): Promise<FreespinsGift[]> => {
      const now = clock();
      const gifts: FreespinsGift[] = [];
      for (const row of await listFreespins(tx, userId)) {
        gifts.push(toGift(row, await campaignOf(tx, row), now, titleOf));
      }
      return gifts;
    },

    /** The player starts the spins: they may be played until `valid_until` (the campaign's wagering days). */
    activate: (tx: Transaction, userId: number, id: number) =>
      withGift(tx, userId, id, async (row) => {
        if (row.stage !== 'issued') throw conflict('These free spins are not waiting for activation');
        const now = clock();
        const days = (await campaignOf(tx, row)).wagerDays;
        const activated = await updateFreespins(tx, id, {
          stage: 'activated',
          validUntil: new Date(now.getTime() + days * DAY_MS),
          updatedAt: now,
        });
        return announce(tx, activated);
      }),

    /** The player gives the spins up; what they won so far stays with the casino. */
    cancel: (tx: Transaction, userId: number, id: number) =>
      withGift(tx, userId, id, async (row) => {
        if (row.stage !== 'issued' && row.stage !== 'activated') throw conflict('These free spins have ended');
        const now = clock();
        return announce(tx, await updateFreespins(tx, id, { stage: 'canceled', finishedAt: now, updatedAt: now }));
      }),

    /**
     * A provider's free-spin round, checked and locked: the spins are the player's, active, in this game and
     * currency, with a spin left. Answers their bet per spin, or why not. A round already started with them
     * (`continuing`) may always finish: its later wins count only while the spins are still active.
     */
    async forRound(
      tx: Transaction,
      round: { userId: number; currency: string; game: string; id: number },
      continuing = false,
    ): Promise<{ id: number; betCents: number; left: number; active: boolean } | FreespinsRefusal> {
      const locked = await lockFreespins(tx, round.userId, round.id);
      const row = locked && (await expireIfDue(tx, locked));
      const spins = row && {
        id: row.id,
        betCents: row.betCents,
        left: row.total - row.performed,
        active: row.stage === 'activated',
      };
      if (spins && continuing) return spins;
      if (!row || !spins?.active) {
        return { refusal: 'MALFORMED', message: 'These free spins are not active for this player' };
      }
      if (row.currency !== round.currency || !row.games.includes(round.game)) {
        return { refusal: 'GAME_NOT_AVAILABLE', message: 'These free spins are not for this game or currency' };
      }
      if (spins.left <= 0) return { refusal: 'MALFORMED', message: 'No free spins are left' };
      return spins;
    },

    won: (tx: Transaction, id: number, cents: number) => addFreespinsWinnings(tx, id, cents, clock()),

    /**
     * A provider reversed a free spin's win: it leaves the winnings while the spins are still played. Once they have
     * ended the winnings were paid out or kept by the casino, and the reversal stays in the house books.
     */
    async unwon(tx: Transaction, id: number, cents: number): Promise<void> {
      const row = await lockFreespinsById(tx, id);
      if (row?.stage !== 'activated') return;
      const winningsCents = Math.max(0, row.winningsCents - cents);
      await announce(tx, await updateFreespins(tx, id, { winningsCents, updatedAt: clock() }));
    },

    /** A free-spin round finished: one spin more is played, and the last one pays the winnings out. */
    async spun(tx: Transaction, userId: number, id: number): Promise<void> {
      const row = await lockFreespins(tx, userId, id);
      if (!row || row.stage !== 'activated') return;
      const counted = await updateFreespins(tx, id, { performed: row.performed + 1, updatedAt: clock() });
      await announce(tx, counted.performed >= counted.total ? await finish(tx, counted) : counted);
    },
  };
}
