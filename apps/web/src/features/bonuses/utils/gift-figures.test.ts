import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http/http-error';
import { couponOutcome } from './coupon-outcome';
import { decimalToMinor } from './decimal-to-minor';
import { couponErrorKey, giftActionErrorKey } from './gift-error-key';
import { wagerPercent, wagerShare } from './wager-progress';

describe('wagering progress', () => {
  it('is the wagered share of the requirement, full once it is passed, and full with nothing to wager', () => {
    expect(wagerShare({ amount_wager_cents: 15_000, amount_wager_requirement_cents: 60_000 })).toBe(0.25);
    expect(wagerShare({ amount_wager_cents: 61_000, amount_wager_requirement_cents: 60_000 })).toBe(1);
    expect(wagerShare({ amount_wager_cents: 0, amount_wager_requirement_cents: 0 })).toBe(1);
  });

  it('never rounds an unfinished wagering up to 100 %', () => {
    expect(wagerPercent(0.996)).toBe(99);
    expect(wagerPercent(1)).toBe(100);
  });
});

describe('cancel_info amounts', () => {
  it('turns major-unit decimal strings into exact minor units', () => {
    expect(decimalToMinor('12.50', 100)).toBe(1_250);
    expect(decimalToMinor('0.29', 100)).toBe(29);
    expect(decimalToMinor('7', 100)).toBe(700);
    expect(decimalToMinor('0.00012345', 100_000_000)).toBe(12_345);
    expect(decimalToMinor('1.239', 100)).toBe(123);
    expect(decimalToMinor('-3.10', 100)).toBe(-310);
  });
});

describe('what the player is told', () => {
  it('has a message for every coupon status', () => {
    expect(couponOutcome('successfully_activated')).toEqual({ tone: 'success', message: 'gifts.coupon.activated' });
    expect(couponOutcome('already_activated')).toEqual({ tone: 'info', message: 'gifts.coupon.alreadyActivated' });
    expect(couponOutcome('failed_to_activate')).toEqual({ tone: 'danger', message: 'gifts.coupon.failed' });
  });

  it('explains refused activations and cancellations by their code', () => {
    expect(giftActionErrorKey(new HttpError('CONFLICT', 'stage', 409))).toBe('gifts.errors.conflict');
    expect(giftActionErrorKey(new HttpError('NOT_FOUND', 'gone', 404))).toBe('gifts.errors.notFound');
    expect(giftActionErrorKey(new HttpError('TIMEOUT', 'slow', 0))).toBe('gifts.errors.network');
    expect(giftActionErrorKey(new HttpError('INTERNAL', 'boom', 500))).toBe('gifts.errors.failed');
    expect(couponErrorKey(new HttpError('VALIDATION_FAILED', 'code', 422))).toBe('gifts.coupon.invalid');
    expect(couponErrorKey(new HttpError('RATE_LIMITED', 'slow down', 429))).toBe('gifts.coupon.tooMany');
  });
});
