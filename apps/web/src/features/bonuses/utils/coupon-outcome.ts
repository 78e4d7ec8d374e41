import type { CouponAnswer } from '@casino/contracts';

export type CouponOutcome = {
  tone: 'success' | 'info' | 'danger';
  message: 'gifts.coupon.activated' | 'gifts.coupon.alreadyActivated' | 'gifts.coupon.failed';
};

/** Each answer of `POST /api/bonuses/coupon` as the player reads it. */
export function couponOutcome(status: CouponAnswer['status']): CouponOutcome {
  switch (status) {
    case 'successfully_activated':
      return { tone: 'success', message: 'gifts.coupon.activated' };
    case 'already_activated':
      return { tone: 'info', message: 'gifts.coupon.alreadyActivated' };
    case 'failed_to_activate':
      return { tone: 'danger', message: 'gifts.coupon.failed' };
  }
}
