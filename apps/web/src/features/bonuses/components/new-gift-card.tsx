import type { PlayerBonus } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { dateTimeText } from '../../../lib/i18n/time-until';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useActivateBonus } from '../api/activate-bonus';
import type { GiftMoney } from '../hooks/use-gift-money';
import { giftActionErrorKey } from '../utils/gift-error-key';
import { Deadline } from './deadline';
import { Figure, GiftCardFrame } from './gift-card-frame';
import type { GiftNotice } from './gift-notice';
import styles from './gifts.module.css';

/** An issued gift: what it gives, the largest bet while it wagers, and until when the player may activate it. */
export function NewGiftCard({
  bonus,
  money,
  notify,
}: {
  bonus: PlayerBonus;
  money: GiftMoney;
  notify: (notice: Omit<GiftNotice, 'id'>) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const activate = useActivateBonus();
  // The promise, not the mutate callbacks: an activated gift leaves this tab, and the card with it, before the
  // list is re-read, and callbacks of an unmounted card are never called. Failures are told too, never dropped.
  const onActivate = () =>
    void activate.mutateAsync(bonus.id).then(
      () => notify({ tone: 'success', text: t('gifts.announce.activated', { title: bonus.title }) }),
      (error: unknown) => notify({ tone: 'danger', text: t(giftActionErrorKey(error)) }),
    );
  return (
    <GiftCardFrame bonus={bonus} fresh>
      <dl className={styles.figures}>
        <Figure label={t('gifts.card.amount')} value={money.format(bonus.amount_cents, bonus.currency)} />
        <Figure
          label={t('gifts.card.maxBet')}
          value={
            bonus.max_bet_cents === null ? t('gifts.card.noMaxBet') : money.format(bonus.max_bet_cents, bonus.currency)
          }
        />
      </dl>
      <div className={styles.footer}>
        {bonus.activates_at ? (
          // A delayed activation: the bonus starts by itself then, and cannot be started sooner.
          <Deadline>{t('gifts.card.startsAt', { date: dateTimeText(bonus.activates_at, locale) })}</Deadline>
        ) : bonus.activatable_until ? (
          <Deadline>{t('gifts.card.activateBy', { date: dateTimeText(bonus.activatable_until, locale) })}</Deadline>
        ) : null}
        {bonus.activatable ? (
          <Button variant="gold" disabled={activate.isPending} onClick={onActivate}>
            {activate.isPending ? t('gifts.card.activating') : t('gifts.card.activate')}
          </Button>
        ) : (
          <p className={styles.muted}>{t('gifts.card.notActivatable')}</p>
        )}
      </div>
    </GiftCardFrame>
  );
}
