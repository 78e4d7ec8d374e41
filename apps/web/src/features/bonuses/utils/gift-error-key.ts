import { HttpError } from '../../../lib/http/http-error';

/**
 * What a refused activation or cancellation tells the player. A 409 means the gift moved on meanwhile (activated on
 * another device, expired, wagered): the list is read again after every refusal, so the words say so.
 */
export function giftActionErrorKey(error: unknown) {
  if (error instanceof HttpError) {
    if (error.code === 'CONFLICT') return 'gifts.errors.conflict' as const;
    if (error.code === 'NOT_FOUND') return 'gifts.errors.notFound' as const;
    if (error.code === 'COOLING_OFF_ACTIVE' || error.code === 'SELF_EXCLUSION_ACTIVE') {
      return 'gifts.errors.excluded' as const;
    }
    if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return 'gifts.errors.network' as const;
  }
  return 'gifts.errors.failed' as const;
}

/** A coupon call that got no status at all: a code the server refused outright, too many tries, or no network. */
export function couponErrorKey(error: unknown) {
  if (error instanceof HttpError) {
    if (error.code === 'VALIDATION_FAILED' || error.code === 'NOT_FOUND') return 'gifts.coupon.invalid' as const;
    if (error.code === 'RATE_LIMITED') return 'gifts.coupon.tooMany' as const;
    if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return 'gifts.errors.network' as const;
  }
  return 'gifts.errors.failed' as const;
}
