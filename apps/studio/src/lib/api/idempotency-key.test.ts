import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a version 4 UUID, different each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('works without randomUUID (an http origin)', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) } as unknown as Crypto;
    expect(newIdempotencyKey(insecure)).toMatch(UUID_V4);
  });
});
