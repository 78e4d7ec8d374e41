import type { FreespinsGift } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { DomainEvent, OutboxConsumer } from '../outbox';
import { listIntegrations } from './game-wallet.repository';
import { findIntegration } from './protocol-statements';
import { signRequest } from './request-signature';
import type { ProviderCallRow } from './provider-calls.repository';
import { dueCalls, integrationsCalled, queueCall, updateCall } from './provider-calls.repository';

/** A provider has this long to answer a call; then it is tried again later. */
const CALL_TIMEOUT_MS = 5_000;
/** Retries wait 30 s, then twice as long each time, at most an hour; after this many attempts the call has failed. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const MOST_ATTEMPTS = 12;
const BATCH = 20;

export type ProviderCalls = ReturnType<typeof createProviderCalls>;

const issueKey = (giftId: number, integration: string) => `freespins:${giftId}:issue:${integration}`;

/**
 * Calls to third-party game providers (docs/game-protocol.md, "Calls to a provider"): free spins activated for a
 * provider's games are issued to it (`{api_url}/freespins/issue`), and cancelled there when the player cancels them
 * or they expire (`/freespins/cancel`). A call is queued in the transaction of the change (the outbox consumer
 * below), then sent outside any transaction, signed like the provider's own requests, until the provider answers 2xx.
 * The studio, which reads its free spins from the session, is never called.
 */
export function createProviderCalls({
  db,
  clock,
  logger,
  tickMs,
}: {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Milliseconds between sending rounds; 0 sends only when asked (`sendDue`, in tests). */
  tickMs: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let sending: Promise<number> | undefined;

  /** The integrations that call for these games: those with an `api_url` serving their providers, with the games. */
  async function integrationsOf(tx: Transaction, games: readonly string[]) {
    const called = (await listIntegrations(tx)).filter((integration) => integration.apiUrl !== null);
    return called.flatMap((integration) => {
      const served = games.filter((game) => integration.providers.includes(game.split('/')[0] ?? ''));
      return served.length > 0 ? [{ name: integration.name, games: served }] : [];
    });
  }

  async function onFreespins(tx: Transaction, userId: number, gift: FreespinsGift): Promise<void> {
    const now = clock();
    if (gift.stage === 'activated') {
      for (const integration of await integrationsOf(tx, gift.games)) {
        await queueCall(tx, {
          key: issueKey(gift.id, integration.name),
          integration: integration.name,
          path: 'freespins/issue',
          body: {
            issue_id: String(gift.id),
            user_id: String(userId),
            currency: gift.currency,
            games: integration.games,
            freespins_quantity: gift.freespins_total - (gift.freespins_performed ?? 0),
            bet: gift.bet_cents,
            valid_until: gift.valid_until,
          },
          now,
        });
      }
    }
    if (gift.stage === 'canceled' || gift.stage === 'expired') {
      for (const integration of await integrationsCalled(tx, `freespins:${gift.id}:issue:`)) {
        await queueCall(tx, {
          key: `freespins:${gift.id}:cancel:${integration}`,
          integration,
          path: 'freespins/cancel',
          body: { issue_id: String(gift.id) },
          now,
        });
      }
    }
  }

  /** One attempt at one call: sent, or left for a later attempt (failed after the last). */
  async function attempt(call: ProviderCallRow): Promise<boolean> {
    const integration = await findIntegration(db, call.integration);
    let problem: string;
    if (!integration?.apiUrl) {
      problem = 'the integration no longer has an api_url';
    } else {
      const raw = JSON.stringify(call.body);
      try {
        const answer = await fetch(`${integration.apiUrl.replace(/\/+$/, '')}/${call.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-sign': signRequest(integration.secret, raw) },
          body: raw,
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        if (answer.ok) {
          await updateCall(db, call.id, { status: 'sent', attempts: call.attempts + 1, sentAt: clock() });
          return true;
        }
        problem = `answered ${answer.status}`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
    }
    const attempts = call.attempts + 1;
    const wait = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempts - 1));
    const failed = attempts >= MOST_ATTEMPTS;
    await updateCall(db, call.id, {
      status: failed ? 'failed' : 'pending',
      attempts,
      nextAttemptAt: new Date(clock().getTime() + wait),
      lastError: problem.slice(0, 500),
    });
    const log = { call: call.key, integration: call.integration, attempts, problem };
    if (failed) logger.error(log, 'provider call failed for good');
    else logger.warn(log, 'provider call failed: trying again later');
    return false;
  }

  /** Sends every call due now, oldest first; answers how many the providers took. */
  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await dueCalls(db, clock(), BATCH);
      for (const call of due) if (await attempt(call)) sent += 1;
      if (due.length < BATCH) return sent;
    }
  }

  const consumer: OutboxConsumer = {
    name: 'provider-calls',
    handles: ['freespins_changed'],
    async handle(event: DomainEvent, tx) {
      if (event.type === 'freespins_changed') await onFreespins(tx, event.userId, event.payload.freespins);
    },
  };

  return {
    consumer,
    sendDue,
    start() {
      if (tickMs <= 0 || timer) return;
      timer = setInterval(() => {
        sending ??= sendDue()
          .catch((error: unknown) => {
            logger.error({ err: error }, 'provider calls: sending failed');
            return 0;
          })
          .finally(() => {
            sending = undefined;
          });
      }, tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await sending;
    },
  };
}
