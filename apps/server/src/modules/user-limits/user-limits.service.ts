import type { UserLimitDetail, UserLimitRequest } from '@casino/contracts';
import { LIMIT_CHANGE_WAIT_MS, LIMIT_CONFIRMATION_TTL_MS } from '@casino/contracts';
import type { Database, Transaction } from '../../db/client';
import { afterCommit, waitTurn } from '../../db/transaction-scope';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomToken, tokenHash } from '../../lib/tokens';
import type { AuditLog, RequestOrigin } from '../audit';
import type { Mailer } from '../mail';
import { findUserById } from '../users';
import type { WalletsService } from '../wallets';
import type { ExclusionsService } from './exclusions';
import { limitChangeMail } from './limit-mail';
import type { LimitRequest } from './limit-requests';
import { readLimitRequest } from './limit-requests';
import { changeEffectiveAt, isExclusion, settledAt, withoutPending } from './limit-rules';
import { limitView } from './limit-view';
import type { StoredLimit } from './user-limits.repository';
import {
  findLimit,
  findLimitByTokenHash,
  insertLimit,
  listLiveLimits,
  lockPlayerLimits,
  saveAccounts,
  updateLimit,
} from './user-limits.repository';

export type UserLimitsService = ReturnType<typeof createUserLimitsService>;

type Deps = {
  db: Database;
  clock: Clock;
  audit: AuditLog;
  mailer: Mailer;
  /** The web app's origin for links in e-mails (`/profile/limits/confirm?token=…`). */
  mailBaseUrl: string;
  wallets: WalletsService;
  exclusions: ExclusionsService;
};

const tokenProblem = (key: 'validation.token_invalid' | 'validation.token_expired') =>
  new AppError('TOKEN_INVALID', 'The confirmation link cannot be used', { token: [key] });

/**
 * The player's limits (docs/responsible-gambling.md): a first or lower limit applies at once; a raise or removal
 * waits for its e-mailed confirmation and its date. Every change runs under the player's limits lock, the one the
 * deposit and bet checks hold, so a change and a check never interleave.
 */
export function createUserLimitsService({ db, clock, audit, mailer, mailBaseUrl, wallets, exclusions }: Deps) {
  const heldCurrencies = async (userId: number) => (await wallets.list(userId)).map((account) => account.currency);

  /** Locks the player's limits and writes what became due (an applied raise, a lapsed confirmation, an end). */
  async function lockedLimits(tx: Transaction, userId: number, now: Date): Promise<StoredLimit[]> {
    await waitTurn(tx, `user-limits:${userId}`);
    await lockPlayerLimits(tx, userId);
    const live: StoredLimit[] = [];
    for (const stored of await listLiveLimits(tx, userId)) {
      const settled = settledAt(stored, now);
      if (settled !== stored) await write(tx, settled, now);
      if (!settled.removedAt) live.push(settled);
    }
    return live;
  }

  async function write(tx: Transaction, limit: StoredLimit, now: Date): Promise<void> {
    const { id, userId: _user, createdAt: _created, accounts, ...columns } = limit;
    await updateLimit(tx, id, columns, now);
    await saveAccounts(tx, id, accounts);
  }

  const views = async (tx: Transaction, limits: StoredLimit[], currencies: string[], now: Date) =>
    Promise.all(limits.map((limit) => limitView(tx, limit, currencies, now)));

  /** Starts the wait of a raise or removal: a new link (only its hash kept), its dates, and the e-mail. */
  async function requestChange(
    tx: Transaction,
    limit: StoredLimit,
    kind: 'raise' | 'remove',
    now: Date,
  ): Promise<StoredLimit> {
    const token = randomToken();
    const effectiveAt = changeEffectiveAt(limit, now);
    const confirmableFrom = new Date(now.getTime() + LIMIT_CHANGE_WAIT_MS);
    const confirmUntil = new Date(confirmableFrom.getTime() + LIMIT_CONFIRMATION_TTL_MS);
    const pending: StoredLimit = {
      ...limit,
      pendingKind: kind,
      pendingRequestedAt: now,
      pendingEffectiveAt: effectiveAt,
      confirmUntil,
      confirmedAt: null,
      confirmTokenHash: tokenHash(token),
    };
    await write(tx, pending, now);
    const user = await findUserById(tx, limit.userId);
    if (user) {
      const link = `${mailBaseUrl}/profile/limits/confirm?${new URLSearchParams({ token }).toString()}`;
      const type = limit.type as 'deposit' | 'loss' | 'wager' | 'session';
      const mail = limitChangeMail(user, { kind, type, link, confirmableFrom, confirmUntil, effectiveAt });
      afterCommit(tx, () => mailer.sendLater(mail));
    }
    return pending;
  }

  /** A change of an existing limit: lower amounts apply now, higher ones wait; a new request replaces a waiting one. */
  async function change(tx: Transaction, limit: StoredLimit, request: LimitRequest, now: Date) {
    let raised = false;
    const accounts = new Map(
      limit.accounts.map((account) => [account.currency, { ...account, pendingAmountCents: null as number | null }]),
    );
    for (const [currency, amountCents] of request.amounts) {
      const current = accounts.get(currency) ?? {
        limitId: limit.id,
        currency,
        amountCents: 0,
        pendingAmountCents: null,
      };
      if (amountCents <= current.amountCents) accounts.set(currency, { ...current, amountCents });
      else {
        accounts.set(currency, { ...current, pendingAmountCents: amountCents });
        raised = true;
      }
    }
    let amountMinutes = limit.amountMinutes;
    let pendingAmountMinutes: number | null = null;
    if (request.amountMinutes !== null) {
      if (request.amountMinutes <= (limit.amountMinutes ?? 0)) amountMinutes = request.amountMinutes;
      else {
        pendingAmountMinutes = request.amountMinutes;
        raised = true;
      }
    }
    const updated = { ...withoutPending(limit), amountMinutes, pendingAmountMinutes, accounts: [...accounts.values()] };
    if (!raised) {
      await write(tx, updated, now);
      return updated;
    }
    return requestChange(tx, updated, 'raise', now);
  }

  async function setLimit(userId: number, request: LimitRequest, origin: RequestOrigin, currencies: string[]) {
    return db.transaction(async (tx) => {
      const now = clock();
      const limits = await lockedLimits(tx, userId, now);
      const existing = limits.find((limit) => limit.type === request.type && limit.period === request.period);
      let saved: StoredLimit;
      if (existing) {
        saved = await change(tx, existing, request, now);
      } else {
        const row = await insertLimit(tx, {
          userId,
          type: request.type,
          period: request.period,
          windowAnchor: now,
          amountMinutes: request.amountMinutes,
          createdAt: now,
          updatedAt: now,
        });
        const accounts = [...request.amounts].map(([currency, amountCents]) => ({
          limitId: row.id,
          currency,
          amountCents,
          pendingAmountCents: null,
        }));
        await saveAccounts(tx, row.id, accounts);
        saved = { ...row, accounts };
      }
      const details = { limitId: saved.id, type: request.type, period: request.period, pending: saved.pendingKind };
      await audit.record(saved.pendingKind ? 'limit_change_requested' : 'limit_set', { userId, origin, details }, tx);
      return limitView(tx, saved, currencies, now);
    });
  }

  return {
    /** `GET /api/user_limits`: the limits in force or waiting, with their usage. */
    async list(userId: number): Promise<UserLimitDetail[]> {
      const currencies = await heldCurrencies(userId);
      return db.transaction(async (tx) => {
        const now = clock();
        return views(tx, await lockedLimits(tx, userId, now), currencies, now);
      });
    },

    /** `POST /api/user_limits`: a new limit, a change of one, or a cooling-off or self-exclusion. */
    async save(userId: number, body: UserLimitRequest, origin: RequestOrigin): Promise<UserLimitDetail> {
      const currencies = await heldCurrencies(userId);
      const request = readLimitRequest(body, currencies);
      if (isExclusion(request.type)) {
        const taken = await exclusions.take(userId, { ...request, type: request.type }, origin);
        return db.transaction((tx) => limitView(tx, taken, currencies, clock()));
      }
      return setLimit(userId, request, origin, currencies);
    },

    /** `DELETE /api/user_limits/{id}`: a removal, which waits like a raise; an exclusion cannot be removed. */
    async remove(userId: number, id: number, origin: RequestOrigin): Promise<UserLimitDetail> {
      const currencies = await heldCurrencies(userId);
      return db.transaction(async (tx) => {
        const now = clock();
        const limit = (await lockedLimits(tx, userId, now)).find((candidate) => candidate.id === id);
        if (!limit) throw notFound('Limit');
        if (isExclusion(limit.type)) {
          throw new AppError('LIMIT_LOCKED', 'A cooling-off or self-exclusion cannot be removed or shortened');
        }
        const pending =
          limit.pendingKind === 'remove' ? limit : await requestChange(tx, withoutPending(limit), 'remove', now);
        const details = { limitId: id, type: limit.type, period: limit.period, pending: 'remove' };
        await audit.record('limit_change_requested', { userId, origin, details }, tx);
        return limitView(tx, pending, currencies, now);
      });
    },

    /**
     * `POST /api/user_limits/confirm`: the e-mailed link of a raise or removal. It works once, from 24 hours after
     * the request (the player comes back to confirm, RTS 12) until `confirm_until`; the change then applies at its
     * date, or at once if that has passed.
     */
    async confirm(token: string, origin: RequestOrigin): Promise<UserLimitDetail> {
      const found = await findLimitByTokenHash(db, tokenHash(token));
      if (!found || !found.pendingKind || found.removedAt) throw tokenProblem('validation.token_invalid');
      const currencies = await heldCurrencies(found.userId);
      return db.transaction(async (tx) => {
        const now = clock();
        const limit = (await lockedLimits(tx, found.userId, now)).find((candidate) => candidate.id === found.id);
        // A newer request replaced this link's change, or its confirmation time ran out (the change lapsed).
        if (!limit || limit.confirmTokenHash !== tokenHash(token)) {
          throw tokenProblem(
            found.confirmUntil && found.confirmUntil <= now ? 'validation.token_expired' : 'validation.token_invalid',
          );
        }
        const confirmableFrom = new Date(limit.pendingRequestedAt!.getTime() + LIMIT_CHANGE_WAIT_MS);
        if (now < confirmableFrom) {
          throw new AppError(
            'LIMIT_CHANGE_NOT_DUE',
            'This change can be confirmed once its 24-hour wait is over',
            undefined,
            {
              confirmable_from: confirmableFrom.toISOString(),
            },
          );
        }
        const confirmed = settledAt({ ...limit, confirmedAt: now, confirmTokenHash: null }, now);
        await write(tx, confirmed, now);
        const details = { limitId: limit.id, type: limit.type, period: limit.period, change: limit.pendingKind };
        await audit.record('limit_change_confirmed', { userId: limit.userId, origin, details }, tx);
        return limitView(tx, confirmed, currencies, now);
      });
    },

    /** The stored limit, for tests and the operator. */
    find: (id: number) => findLimit(db, id),
  };
}
