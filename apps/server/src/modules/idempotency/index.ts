/** Idempotency keys for state-changing calls: see docs/ARCHITECTURE.md, "Idempotency keys". */
export { idempotentCall, sendOutcome, IDEMPOTENCY_KEY_HEADER } from './idempotency-key';
export type { Answer, Idempotency, IdempotentCall, IdempotentOutcome } from './idempotency.service';
export {
  createIdempotency,
  integrationScope,
  playerScope,
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_RETENTION_DAYS,
} from './idempotency.service';
