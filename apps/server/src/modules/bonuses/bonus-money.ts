import type { Queryable, Transaction } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { houseBook, playerBook } from '../ledger';
import type { Outbox } from '../outbox';
import type { WalletsService } from '../wallets';
import type { BonusRow, CampaignRow } from './bonuses.repository';
import { findCampaign, firstWaiting, updateBonus } from './bonuses.repository';
import { toPlayerBonus } from './bonus-view';

const DAY_MS = 24 * 60 * 60 * 1000;

export type BonusMoney = ReturnType<typeof createBonusMoney>;

/**
 * The stages of a bonus and the money each move carries (docs/bonuses.md). Every function runs in the caller's
 * transaction with the bonus row locked, and the ledger postings are keyed by bonus and step, so a repeated move
 * posts nothing twice.
 */
export function createBonusMoney({
  clock,
  wallets,
  outbox,
}: {
  clock: Clock;
  wallets: WalletsService;
  outbox: Outbox;
}) {
  async function walletOf(tx: Queryable, userId: number, currency: string) {
    const account = await wallets.account(tx, userId, currency);
    if (!account) throw new Error(`player ${userId} holds no ${currency} wallet`);
    return {
      cashCents: account.available_to_cashout_cents,
      bonusCents: account.amount_cents - account.available_to_cashout_cents,
      subunitsToUnit: account.subunits_to_unit,
    };
  }

  /** Tells the player's clients about the bonus as it reads now. */
  async function announce(tx: Transaction, bonus: BonusRow, campaign?: CampaignRow): Promise<void> {
    const owner = campaign ?? (await findCampaign(tx, bonus.campaignId));
    if (!owner) throw new Error(`campaign ${bonus.campaignId} vanished`);
    const { bonusCents } = await walletOf(tx, bonus.userId, bonus.currency);
    await outbox.emit(tx, {
      type: 'bonus_changed',
      userId: bonus.userId,
      payload: { bonus: toPlayerBonus(bonus, owner, bonusCents, clock()) },
    });
  }

  /** Moves `cents` of the bonus balance to cash (`wager_done`) or back to bonus funding (lost, cancelled, expired). */
  async function empty(tx: Transaction, bonus: BonusRow, to: 'cash' | 'forfeit'): Promise<void> {
    const { bonusCents } = await walletOf(tx, bonus.userId, bonus.currency);
    if (bonusCents === 0) return;
    const destination =
      to === 'cash' ? playerBook(bonus.userId, bonus.currency, 'cash') : houseBook(bonus.currency, 'bonus_funding');
    await wallets.post(tx, {
      idempotencyKey: `bonus:${bonus.id}:${to === 'cash' ? 'converted' : 'forfeited'}`,
      kind: to === 'cash' ? 'bonus_converted' : 'bonus_forfeited',
      legs: [
        { account: playerBook(bonus.userId, bonus.currency, 'bonus'), amount: -bonusCents },
        { account: destination, amount: bonusCents },
      ],
      details: { bonus_id: bonus.id },
    });
  }

  /** The bonus starts wagering: its money enters the bonus balance and its wagering clock starts. */
  async function startWagering(tx: Transaction, bonus: BonusRow): Promise<BonusRow> {
    const now = clock();
    await wallets.post(tx, {
      idempotencyKey: `bonus:${bonus.id}:issued`,
      kind: 'bonus_issued',
      legs: [
        { account: playerBook(bonus.userId, bonus.currency, 'bonus'), amount: bonus.amountCents },
        { account: houseBook(bonus.currency, 'bonus_funding'), amount: -bonus.amountCents },
      ],
      details: { bonus_id: bonus.id },
    });
    const started = await updateBonus(tx, bonus.id, {
      stage: 'handle_bets',
      activatedAt: bonus.activatedAt ?? now,
      validUntil: new Date(now.getTime() + bonus.wagerDays * DAY_MS),
      updatedAt: now,
    });
    // Nothing to wager: the terms are met at once.
    if (started.wagerRequirementCents === 0) return finish(tx, started, 'wager_done');
    await announce(tx, started);
    return started;
  }

  /**
   * Ends a bonus in a final stage. A wagering bonus's balance is converted or forfeited, and the next bonus queued
   * on the wallet starts wagering.
   */
  async function finish(tx: Transaction, bonus: BonusRow, stage: 'wager_done' | 'lost' | 'canceled' | 'expired') {
    const now = clock();
    const wagering = bonus.stage === 'handle_bets';
    if (wagering) await empty(tx, bonus, stage === 'wager_done' ? 'cash' : 'forfeit');
    const finished = await updateBonus(tx, bonus.id, { stage, finishedAt: now, updatedAt: now });
    await announce(tx, finished);
    if (wagering) {
      const next = await firstWaiting(tx, bonus.userId, bonus.currency);
      if (next) await startWagering(tx, next);
    }
    return finished;
  }

  return { walletOf, announce, startWagering, finish };
}
