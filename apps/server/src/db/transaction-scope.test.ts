import { describe, expect, it } from 'vitest';
import { beforeCommit, runTransactionBody, waitTurn } from './transaction-scope';

/** A transaction without a database: enough for what the scope does around the body. */
const transaction = <T>(body: (tx: object) => Promise<T>) => runTransactionBody((scoped) => scoped({}), body);

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('turns of a key between transactions', () => {
  it('gives the key to one transaction at a time, in the order they asked, until each ends', async () => {
    const events: string[] = [];
    let endFirst!: () => void;
    const first = transaction(async (tx) => {
      await waitTurn(tx, 'wallet:1');
      events.push('first has it');
      await new Promise<void>((resolve) => (endFirst = resolve));
      events.push('first ends');
    });
    await tick();
    const later = ['second', 'third'].map((name) =>
      transaction(async (tx) => {
        await waitTurn(tx, 'wallet:1');
        events.push(`${name} has it`);
        await tick();
        events.push(`${name} ends`);
      }),
    );
    await tick();
    expect(events).toEqual(['first has it']);
    endFirst();
    await Promise.all([first, ...later]);
    expect(events).toEqual([
      'first has it',
      'first ends',
      'second has it',
      'second ends',
      'third has it',
      'third ends',
    ]);
  });

  it('passes the key on when the holder rolls back', async () => {
    const failed = transaction(async (tx) => {
      await waitTurn(tx, 'wallet:2');
      await tick();
      throw new Error('refused');
    });
    const next = transaction(async (tx) => {
      await waitTurn(tx, 'wallet:2');
      return 'had its turn';
    });
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('had its turn');
  });

  it('does not make a transaction wait for a key it holds already (two movements of one wallet)', async () => {
    const result = await transaction(async (tx) => {
      await waitTurn(tx, 'wallet:3', 10_000);
      await waitTurn(tx, 'wallet:3', 10_000);
      return 'done';
    });
    expect(result).toBe('done');
  });

  it('goes ahead without the turn after the longest wait, so two transactions can never wait for each other', async () => {
    let endHolder!: () => void;
    const holder = transaction(async (tx) => {
      await waitTurn(tx, 'wallet:5');
      await new Promise<void>((resolve) => (endHolder = resolve));
    });
    await tick();
    const started = Date.now();
    await transaction((tx) => waitTurn(tx, 'wallet:5', 50));
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    endHolder();
    await holder;
    // The key is free again: nobody waits for it.
    await transaction((tx) => waitTurn(tx, 'wallet:5', 10_000));
  });

  it('hands the key on when a pipelined transaction is about to commit, not when its COMMIT is answered', async () => {
    const events: string[] = [];
    // The COMMIT's round trip: the transaction ends a tick after its body.
    const pipelined = <T>(body: (tx: object) => Promise<T>) =>
      runTransactionBody(
        async (scoped) => {
          const value = await scoped({});
          events.push('commit written');
          await tick();
          events.push('commit answered');
          return value;
        },
        body,
        { pipelined: true },
      );
    const first = pipelined(async (tx) => {
      await waitTurn(tx, 'wallet:5');
    });
    const second = pipelined(async (tx) => {
      await waitTurn(tx, 'wallet:5');
      events.push('second has it');
    });
    await Promise.all([first, second]);
    expect(events.indexOf('second has it')).toBeLessThan(events.indexOf('commit answered'));
    expect(events.indexOf('second has it')).toBeGreaterThan(-1);
  });

  it('needs an open transaction', async () => {
    await expect(waitTurn({}, 'wallet:6')).rejects.toThrow(/open transaction/);
  });
});

describe('work before the commit', () => {
  it('runs once per key after the body, in the order asked, including work that work asks for', async () => {
    const events: string[] = [];
    const answer = await transaction(async (tx) => {
      beforeCommit(tx, 'balance:1', async () => {
        events.push('balance 1');
        beforeCommit(tx, 'late', async () => void events.push('late'));
      });
      beforeCommit(tx, 'balance:2', async () => void events.push('balance 2'));
      beforeCommit(tx, 'balance:1', async () => void events.push('balance 1 again'));
      events.push('body ends');
      return 'answer';
    });
    expect(answer).toBe('answer');
    expect(events).toEqual(['body ends', 'balance 1', 'balance 2', 'late']);
  });

  it('runs nothing when the body fails, and a failure of its own fails the transaction', async () => {
    const events: string[] = [];
    await expect(
      transaction(async (tx) => {
        beforeCommit(tx, 'balance:1', async () => void events.push('balance 1'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(events).toEqual([]);
    await expect(
      transaction(async (tx) => beforeCommit(tx, 'balance:1', () => Promise.reject(new Error('announcement failed')))),
    ).rejects.toThrow('announcement failed');
  });
});
