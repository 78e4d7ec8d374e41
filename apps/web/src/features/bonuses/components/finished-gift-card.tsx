import type { PlayerBonus } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { dateTimeText } from '../../../lib/i18n/time-until';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { GiftMoney } from '../hooks/use-gift-money';
import { Figure, GiftCardFrame } from './gift-card-frame';
import styles from './gifts.module.css';

/** A gift that will not change any more: what it was and when it came; its stage badge says how it ended. */
export function FinishedGiftCard({ bonus, money }: { bonus: PlayerBonus; money: GiftMoney }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <GiftCardFrame bonus={bonus}>
      <dl className={styles.figures}>
        <Figure label={t('gifts.card.amount')} value={money.format(bonus.amount_cents, bonus.currency)} />
      </dl>
      <p className={styles.muted}>{t('gifts.card.received', { date: dateTimeText(bonus.created_at, locale) })}</p>
    </GiftCardFrame>
  );
}
