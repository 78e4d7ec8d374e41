import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Transaction } from '../../db/client';
import { openDatabase } from '../../db/client';
import { devMailMessages, outboxDeliveries, outboxEvents } from '../../db/schema';
import { insertDevMail } from '../mail';
import type { TestClock } from '../../test/test-clock';
import { testClock } from '../../test/test-clock';
import type { TestDatabase } from '../../test/test-database';
import { createTestDatabase, DATABASE_KINDS } from '../../test/test-database';
import type { DomainEvent } from './domain-events';
import type { Outbox, OutboxConsumer } from './outbox.service';
import { createOutbox, OUTBOX_MAX_ATTEMPTS } from './outbox.service';
import { quietLogger } from '../../test/quiet-logger';

let nextUser = 1_000;
const freshUser = () => ++nextUser;

/** Records what it received; its database write (a row per event) shows whether a handler ran exactly once. */
function recordingConsumer(name: string, fail: (event: DomainEvent) => boolean = () => false) {
  const received: DomainEvent[] = [];
  const consumer: OutboxConsumer = {
    name,
    handles: ['groups_changed'],
    async handle(event, tx) {
      if (fail(event)) throw new Error(`${name} refuses event ${event.id}`);
      received.push(event);
      const subject = `${name}:${event.id}`;
      await insertDevMail(tx, { sender: name, recipients: ['outbox@example.com'], subject, textBody: '' });
    },
  };
  return { consumer, received };
}

describe.each(DATABASE_KINDS)('the outbox on %s', (kind) => {
  let database: TestDatabase;
  let clock: TestClock;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
    clock = testClock();
  });
  afterAll(() => database.dispose());

  function outboxWith(...consumers: OutboxConsumer[]): Outbox {
    const outbox = createOutbox({ db: database.db, clock, logger: quietLogger });
    for (const consumer of consumers) outbox.register(consumer);
    return outbox;
  }

  const emitGroups = (outbox: Outbox, userId: number, groups: string[], tx?: Transaction) =>
    tx
      ? outbox.emit(tx, { type: 'groups_changed', userId, payload: { groups } })
      : database.db.transaction((t) => outbox.emit(t, { type: 'groups_changed', userId, payload: { groups } }));

  const handlerRows = (name: string) =>
    database.db
      .select()
      .from(devMailMessages)
      .where(like(devMailMessages.subject, `${name}:%`));

  it("delivers committed events once each, in each player's order, numbered per player", async () => {
    const { consumer, received } = recordingConsumer('ordered');
    const outbox = outboxWith(consumer);
    const [alice, bob] = [freshUser(), freshUser()];
    await emitGroups(outbox, alice, ['a1']);
    await emitGroups(outbox, bob, ['b1']);
    await database.db.transaction(async (tx) => {
      await emitGroups(outbox, alice, ['a2'], tx);
      await emitGroups(outbox, alice, ['a3'], tx);
    });
    await outbox.drain();
    await outbox.drain();
    const of = (userId: number) => received.filter((event) => event.userId === userId);
    expect(of(alice).map((event) => [event.sequence, event.payload])).toEqual([
      [1, { groups: ['a1'] }],
      [2, { groups: ['a2'] }],
      [3, { groups: ['a3'] }],
    ]);
    expect(of(bob).map((event) => event.sequence)).toEqual([1]);
    expect(await handlerRows('ordered')).toHaveLength(4);
  });

  it('never delivers the events of a transaction that rolled back', async () => {
    const { consumer, received } = recordingConsumer('rollback');
    const outbox = outboxWith(consumer);
    const user = freshUser();
    await expect(
      database.db.transaction(async (tx) => {
        await emitGroups(outbox, user, ['lost'], tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await emitGroups(outbox, user, ['kept']);
    await outbox.drain();
    // The rolled-back event took no sequence number either: the stream has no gap.
    expect(received.map((event) => [event.sequence, event.payload])).toEqual([[1, { groups: ['kept'] }]]);
  });

  it('delivers after a crash between the commit and the publication (a new process picks the event up)', async () => {
    const crashed = outboxWith(recordingConsumer('crash').consumer);
    const user = freshUser();
    await emitGroups(crashed, user, ['after-restart']);
    // The process that wrote it never dispatched (it was never started). Another one starts up:
    const { consumer, received } = recordingConsumer('crash');
    const restarted = outboxWith(consumer);
    restarted.start();
    await restarted.drain();
    await restarted.stop();
    expect(received.filter((event) => event.userId === user).map((event) => event.payload)).toEqual([
      { groups: ['after-restart'] },
    ]);
  });

  it('runs a consumer that writes nothing without a record of it, and passes over events a consumer does not want', async () => {
    const published: DomainEvent[] = [];
    const publisher: OutboxConsumer = {
      name: 'publisher',
      handles: ['groups_changed'],
      writesToDatabase: false,
      async handle(event) {
        published.push(event);
      },
    };
    const picky = recordingConsumer('picky');
    const wants = (event: DomainEvent) => event.type === 'groups_changed' && event.payload.groups.includes('wanted');
    const outbox = outboxWith(publisher, { ...picky.consumer, wants });
    const user = freshUser();
    await emitGroups(outbox, user, ['wanted']);
    await emitGroups(outbox, user, ['passed-over']);
    await outbox.drain();

    expect(published.filter((event) => event.userId === user).map((event) => event.sequence)).toEqual([1, 2]);
    expect(picky.received.filter((event) => event.userId === user).map((event) => event.payload)).toEqual([
      { groups: ['wanted'] },
    ]);
    const events = await database.db
      .select({ id: outboxEvents.id, deliveredAt: outboxEvents.deliveredAt })
      .from(outboxEvents)
      .where(eq(outboxEvents.userId, user));
    expect(events.map((event) => event.deliveredAt instanceof Date)).toEqual([true, true]);
    // The one record of a delivery is the picky consumer's, of the event it wanted.
    const records = await database.db
      .select({ consumer: outboxDeliveries.consumer })
      .from(outboxDeliveries)
      .where(
        inArray(
          outboxDeliveries.eventId,
          events.map((event) => event.id),
        ),
      );
    expect(records).toEqual([{ consumer: 'picky' }]);
  });

  it('dispatches by itself once started: a commit wakes it', async () => {
    const { consumer, received } = recordingConsumer('woken');
    const outbox = outboxWith(consumer);
    outbox.start();
    const user = freshUser();
    await emitGroups(outbox, user, ['live']);
    await expect.poll(() => received.filter((event) => event.userId === user).length, { timeout: 5_000 }).toBe(1);
    await outbox.stop();
  });

  it("retries a failing consumer later, holds that player's later events, and never repeats a handled one", async () => {
    const failing = { on: true };
    const steady = recordingConsumer('steady');
    const flaky = recordingConsumer('flaky', (event) => failing.on && event.userId === stuckUser);
    const outbox = outboxWith(steady.consumer, flaky.consumer);
    const stuckUser = freshUser();
    const otherUser = freshUser();
    await emitGroups(outbox, stuckUser, ['first']);
    await emitGroups(outbox, stuckUser, ['second']);
    await emitGroups(outbox, otherUser, ['unaffected']);
    await outbox.drain();

    expect(flaky.received.map((event) => event.userId)).toEqual([otherUser]);
    // The first consumer handled the stuck event before the second failed; the later event waits its turn.
    expect(steady.received.filter((event) => event.userId === stuckUser).map((event) => event.sequence)).toEqual([1]);
    const [stuck] = await database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.userId, stuckUser))
      .orderBy(outboxEvents.id);
    expect(stuck).toMatchObject({
      attempts: 1,
      deliveredAt: null,
      lastError: expect.stringContaining('flaky refuses'),
    });

    failing.on = false;
    await outbox.drain(); // not yet due: the retry waits
    expect(flaky.received.filter((event) => event.userId === stuckUser)).toEqual([]);
    clock.advance(1_001);
    await outbox.drain();
    expect(flaky.received.filter((event) => event.userId === stuckUser).map((event) => event.sequence)).toEqual([1, 2]);
    // Handled once each, although the first event was dispatched twice.
    expect(steady.received.filter((event) => event.userId === stuckUser).map((event) => event.sequence)).toEqual([
      1, 2,
    ]);
    expect(await handlerRows('steady')).toHaveLength(3);
  });

  it("sets an event aside after repeated failures so the player's later events flow again", async () => {
    const poisoned = freshUser();
    const { consumer, received } = recordingConsumer(
      'poison',
      (event) => event.type === 'groups_changed' && event.payload.groups.includes('poison'),
    );
    const outbox = outboxWith(consumer);
    await emitGroups(outbox, poisoned, ['poison']);
    await emitGroups(outbox, poisoned, ['healthy']);
    for (let attempt = 0; attempt < OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      await outbox.drain();
      clock.advance(5 * 60_000 + 1);
    }
    await outbox.drain();
    const [first] = await database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.userId, poisoned))
      .orderBy(outboxEvents.id);
    expect(first).toMatchObject({ attempts: OUTBOX_MAX_ATTEMPTS, deliveredAt: null });
    expect(first?.failedAt).toBeInstanceOf(Date);
    expect(received.filter((event) => event.userId === poisoned).map((event) => event.payload)).toEqual([
      { groups: ['healthy'] },
    ]);
  });

  it.runIf(kind === 'postgres')(
    'delivers each event once across two processes dispatching at the same time',
    async () => {
      const second: DatabaseHandle = await openDatabase({ kind: 'postgres', url: database.url ?? '', poolSize: 4 });
      try {
        const mine = recordingConsumer('shared');
        const theirs = recordingConsumer('shared');
        const here = outboxWith(mine.consumer);
        const there = createOutbox({ db: second.db, clock, logger: quietLogger });
        there.register(theirs.consumer);
        const users = [freshUser(), freshUser(), freshUser()];
        for (let round = 0; round < 20; round += 1) {
          for (const user of users) await emitGroups(here, user, [`r${round}`]);
        }
        await Promise.all([here.drain(), there.drain(), here.drain(), there.drain()]);
        const all = [...mine.received, ...theirs.received];
        expect(all).toHaveLength(60);
        expect(new Set(all.map((event) => event.id)).size).toBe(60);
        for (const user of users) {
          const sequences = all
            .filter((event) => event.userId === user)
            .sort((a, b) => a.id - b.id)
            .map((event) => event.sequence);
          expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
        }
        expect(await handlerRows('shared')).toHaveLength(60);
      } finally {
        await second.close();
      }
    },
  );
});
