/** Transactional outbox and domain events: see docs/ARCHITECTURE.md, "Outbox and domain events". */
export type { DomainEvent, DomainEventPayloads, DomainEventType, NewDomainEvent } from './domain-events';
export { playerStream } from './domain-events';
export type { PayloadQuery } from './outbox.repository';
export type { Outbox, OutboxConsumer } from './outbox.service';
export { createOutbox, OUTBOX_MAX_ATTEMPTS, recordEvent } from './outbox.service';
export { createRealtimeConsumer } from './realtime-consumer';
