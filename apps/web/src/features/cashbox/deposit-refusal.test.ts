import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http/http-error';
import { depositRefusalOf } from './deposit-refusal';

describe('depositRefusalOf', () => {
  it('reads a deposit limit’s period, what is left and when it resets', () => {
    const error = new HttpError(
      'LIMIT_REACHED',
      'limit',
      422,
      {},
      {
        limit_type: 'deposit',
        period: 'day',
        currency: 'EUR',
        remaining_cents: 2_500,
        resets_at: '2026-11-26T00:00:00.000Z',
      },
    );
    expect(depositRefusalOf(error)).toEqual({
      kind: 'limit',
      period: 'day',
      remainingCents: 2_500,
      resetsAt: '2026-11-26T00:00:00.000Z',
    });
  });

  it('still says a limit stopped the deposit when the details are missing', () => {
    expect(depositRefusalOf(new HttpError('LIMIT_REACHED', 'limit', 422))).toEqual({
      kind: 'limit',
      period: null,
      remainingCents: null,
      resetsAt: null,
    });
  });

  it('tells a cooling-off (with its end) from a self-exclusion', () => {
    const coolingOff = new HttpError('COOLING_OFF_ACTIVE', 'break', 403, {}, { until: '2026-12-01T00:00:00Z' });
    expect(depositRefusalOf(coolingOff)).toEqual({ kind: 'coolingOff', until: '2026-12-01T00:00:00Z' });
    expect(depositRefusalOf(new HttpError('SELF_EXCLUSION_ACTIVE', 'x', 403))).toEqual({ kind: 'selfExcluded' });
  });

  it("reads a licence's mandatory deposit limit not yet set", () => {
    const required = new HttpError('DEPOSIT_LIMIT_REQUIRED', 'set one', 422, {}, { limit_type: 'deposit' });
    expect(depositRefusalOf(required)).toEqual({ kind: 'limitRequired' });
  });

  it('leaves every other failure to the form', () => {
    expect(depositRefusalOf(new HttpError('INSUFFICIENT_FUNDS', 'no', 422))).toBeNull();
    expect(depositRefusalOf(new Error('boom'))).toBeNull();
  });
});
