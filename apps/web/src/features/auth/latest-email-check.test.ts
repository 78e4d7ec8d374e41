import { describe, expect, it } from 'vitest';
import { latestEmailCheck } from './latest-email-check';

/** A fake `/check-email` whose answers arrive when the test says so. */
function fakeCheck() {
  const pending: { email: string; signal: AbortSignal; answer: (available: boolean) => void }[] = [];
  const isAvailable = (email: string, signal: AbortSignal) =>
    new Promise<boolean>((resolve) => pending.push({ email, signal, answer: resolve }));
  return { pending, isAvailable };
}

describe('the sign-up e-mail check', () => {
  it('reports a taken address still in the field', async () => {
    const { pending, isAvailable } = fakeCheck();
    const result = latestEmailCheck(isAvailable).check('mia@example.com', () => 'mia@example.com');
    pending[0]?.answer(false);
    expect(await result).toBe(false);
  });

  it('drops the answer when the field changed meanwhile', async () => {
    const { pending, isAvailable } = fakeCheck();
    let field = 'mia@example.com';
    const result = latestEmailCheck(isAvailable).check(field, () => field);
    field = 'mia.new@example.com';
    pending[0]?.answer(false);
    expect(await result).toBeNull();
  });

  it('aborts the older check when a newer one starts, and drops its answer', async () => {
    const { pending, isAvailable } = fakeCheck();
    let field = 'old@example.com';
    const checks = latestEmailCheck(isAvailable);
    const older = checks.check(field, () => field);
    field = 'new@example.com';
    const newer = checks.check(field, () => field);
    expect(pending[0]?.signal.aborted).toBe(true);
    pending[1]?.answer(true);
    pending[0]?.answer(false);
    expect(await older).toBeNull();
    expect(await newer).toBe(true);
  });
});
