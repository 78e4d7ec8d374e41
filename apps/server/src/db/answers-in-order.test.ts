import { describe, expect, it } from 'vitest';
import { answersInOrder } from './answers-in-order';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failsLater = (ms: number, message: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(message)), ms));

describe('answersInOrder', () => {
  it('answers every statement, in the order they were written', async () => {
    await expect(answersInOrder([later(20, 'lock'), later(5, 2), later(10, { id: 3 })])).resolves.toEqual([
      'lock',
      2,
      { id: 3 },
    ]);
  });

  it('throws the first failure in written order, even when a later one failed sooner', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await expect(
        answersInOrder([later(1, 'begin'), failsLater(30, 'unknown player'), failsLater(5, 'transaction aborted')]),
      ).rejects.toThrow('unknown player');
      await later(20, undefined);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
