import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { CodeField, useCodeEntry } from '../../../components/ui/form/code-field';
import { useActivateCoupon } from '../api/activate-coupon';
import { couponOutcome } from '../utils/coupon-outcome';
import { couponErrorKey } from '../utils/gift-error-key';
import styles from './gifts.module.css';

/**
 * "Have a coupon code?": one field. Every answer is said in a live region under it (success, already used, not
 * valid), so the player hears it without leaving the field. `initialCode` is a `?giftPromocode=` link's code.
 */
export function CouponForm({ initialCode = '' }: { initialCode?: string }) {
  const { t } = useTranslation();
  const entry = useCodeEntry(initialCode);
  const coupon = useActivateCoupon();
  const outcome = coupon.data ? couponOutcome(coupon.data.status) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = entry.take();
    if (code === null) return;
    coupon.mutate(code, {
      onSuccess: (answer) => {
        if (answer?.status === 'successfully_activated') entry.clear();
      },
    });
  };

  return (
    <form className={styles.couponForm} onSubmit={submit} noValidate data-coupon-form>
      <CodeField
        label={t('gifts.coupon.label')}
        missingMessage={t('gifts.coupon.required')}
        entry={entry}
        maxLength={64}
      />
      <Button type="submit" disabled={coupon.isPending}>
        {coupon.isPending ? t('gifts.coupon.submitting') : t('gifts.coupon.submit')}
      </Button>
      <div className={styles.couponResult}>
        {outcome && !coupon.isPending ? <FormAlert tone={outcome.tone}>{t(outcome.message)}</FormAlert> : null}
        {coupon.isError ? <FormAlert tone="danger">{t(couponErrorKey(coupon.error))}</FormAlert> : null}
      </div>
    </form>
  );
}
