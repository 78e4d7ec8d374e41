import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { Clock } from '../../lib/clock';
import { sandboxWebhooks } from './payment-sandbox.schema';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';

/** Sends one webhook to the merchant and answers the HTTP status it got back. */
export type WebhookTransport = (body: string, headers: Record<string, string>) => Promise<number>;

/**
 * Waits before each new attempt, in seconds: a merchant that is down for a while still gets every webhook, and one
 * that answers again soon gets it soon. After the last step the sandbox keeps trying hourly.
 */
export const WEBHOOK_BACKOFF_SECONDS = [5, 15, 60, 300, 900, 3_600] as const;
/** A claimed webhook is someone else's to send again after this long (its sender died mid-attempt). */
const CLAIM_SECONDS = 30;

export type WebhookQueue = ReturnType<typeof createWebhookQueue>;

export function createWebhookQueue({
  db,
  clock,
  secret,
  transport,
}: {
  db: Database;
  clock: Clock;
  secret: string;
  transport: WebhookTransport;
}) {
  const secondsFromNow = (seconds: number) => new Date(clock().getTime() + seconds * 1_000);

  /** Takes due webhooks for this process; another process (or a later tick) skips them while the claim lasts. */
  async function claimDue(limit: number) {
    const rows = await rawRows(
      db,
      sql`
      update sandbox_webhooks set next_attempt_at = ${secondsFromNow(CLAIM_SECONDS)}, attempts = attempts + 1
      where id in (
        select id from sandbox_webhooks
        where delivered_at is null and next_attempt_at <= ${clock()}
        order by next_attempt_at, id limit ${limit} for update skip locked)
      returning id, body, attempts, lost_attempts`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      body: String(row.body),
      attempts: Number(row.attempts),
      lostAttempts: Number(row.lost_attempts),
    }));
  }

  async function settle(
    id: number,
    outcome: { delivered: true } | { delivered: false; error: string; attempts: number },
  ) {
    const backoff = outcome.delivered
      ? undefined
      : WEBHOOK_BACKOFF_SECONDS[Math.min(outcome.attempts, WEBHOOK_BACKOFF_SECONDS.length) - 1]!;
    await db.execute(sql`
      update sandbox_webhooks set
        delivered_at = ${outcome.delivered ? clock() : null},
        next_attempt_at = ${backoff === undefined ? clock() : secondsFromNow(backoff)},
        last_error = ${outcome.delivered ? null : outcome.error}
      where id = ${id}`);
  }

  return {
    /** Queues a webhook in the transaction that made the change it reports. */
    async enqueue(
      tx: Transaction,
      event: { type: string; reference: string; data: Record<string, unknown> },
      lostAttempts = 0,
    ): Promise<void> {
      const body = JSON.stringify({
        id: `evt_${randomUUID()}`,
        type: event.type,
        created: Math.floor(clock().getTime() / 1_000),
        data: event.data,
      });
      await tx.insert(sandboxWebhooks).values({
        paymentReference: event.reference,
        body,
        lostAttempts,
        nextAttemptAt: clock(),
        createdAt: clock(),
      });
    },

    /** Sends what is due; each is signed at sending time, so a retry carries a fresh timestamp. */
    async deliverDue(limit = 50): Promise<{ delivered: number; failed: number }> {
      let delivered = 0;
      let failed = 0;
      for (const hook of await claimDue(limit)) {
        if (hook.attempts <= hook.lostAttempts) {
          // The "lost first webhook" test card: this attempt never reaches the merchant, as on a bad network.
          await settle(hook.id, { delivered: false, error: 'lost in transit (test card)', attempts: hook.attempts });
          failed += 1;
          continue;
        }
        const signature = signWebhook(secret, hook.body, Math.floor(clock().getTime() / 1_000));
        const status = await transport(hook.body, {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signature,
        }).catch(() => 0);
        if (status >= 200 && status < 300) {
          await settle(hook.id, { delivered: true });
          delivered += 1;
        } else {
          await settle(hook.id, {
            delivered: false,
            error: `HTTP ${status || 'unreachable'}`,
            attempts: hook.attempts,
          });
          failed += 1;
        }
      }
      return { delivered, failed };
    },
  };
}
