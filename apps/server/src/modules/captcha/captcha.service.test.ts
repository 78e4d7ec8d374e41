import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/test-database';
import { createTestDatabase } from '../../test/test-database';
import type { CaptchaService } from './captcha.service';
import { createCaptchaService } from './captcha.service';

describe('self-hosted proof-of-work captcha', () => {
  let database: TestDatabase;
  let captcha: CaptchaService;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: false });
    const options = { db: database.db, clock: () => new Date(), cost: 1, maxCounter: 50 };
    captcha = createCaptchaService({ ...options, secret: 'captcha-test-secret-0123456789abcdef' });
  });
  afterAll(async () => database?.dispose());

  async function solve(challenge = captcha.challenge()) {
    const issued = await challenge;
    const solution = await solveChallenge({ challenge: issued, deriveKey });
    return { challenge: issued, solution };
  }
  const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

  it('accepts a solved challenge once', async () => {
    const payload = encode(await solve());
    expect(await captcha.verify(payload)).toBe('ok');
    expect(await captcha.verify(payload)).toBe('invalid');
  });

  it('refuses a missing, malformed, forged or wrongly solved payload', async () => {
    expect(await captcha.verify(undefined)).toBe('missing');
    expect(await captcha.verify('%%%')).toBe('invalid');
    expect(await captcha.verify(encode({ challenge: {}, solution: {} }))).toBe('invalid');

    const { challenge, solution } = await solve();
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } };
    expect(await captcha.verify(encode({ challenge: easier, solution }))).toBe('invalid');
    const wrongKey = { ...solution, derivedKey: '00'.repeat(32) };
    expect(await captcha.verify(encode({ challenge, solution: wrongKey }))).toBe('invalid');

    const other = createCaptchaService({
      db: database.db,
      clock: () => new Date(),
      cost: 1,
      maxCounter: 50,
      secret: 'another-site-secret-0123456789abcdef',
    });
    expect(await captcha.verify(encode(await solve(other.challenge())))).toBe('invalid');
  });

  it('refuses an expired challenge', async () => {
    const past = createCaptchaService({
      db: database.db,
      clock: () => new Date(Date.now() - 11 * 60_000),
      cost: 1,
      maxCounter: 50,
      secret: 'captcha-test-secret-0123456789abcdef',
    });
    expect(await captcha.verify(encode(await solve(past.challenge())))).toBe('invalid');
  });
});
