import type { PlayerBonus } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { dateTimeText } from '../../../lib/i18n/time-until';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { GiftMoney } from '../hooks/use-gift-money';
import { Deadline } from './deadline';
import { Figure, GiftCardFrame } from './gift-card-frame';
import styles from './gifts.module.css';
import { WagerProgress } from './wager-progress';

/** A gift being wagered: its money, what is left of it, the wagering so far, its deadline and its bet cap. */
export function ActiveGiftCard({
  bonus,
  money,
  onCancel,
}: {
  bonus: PlayerBonus;
  money: GiftMoney;
  onCancel: (bonus: PlayerBonus) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <GiftCardFrame bonus={bonus}>
      <dl className={styles.figures}>
        <Figure label={t('gifts.card.amount')} value={money.format(bonus.amount_cents, bonus.currency)} />
        <Figure label={t('gifts.card.balance')} value={money.format(bonus.balance_cents, bonus.currency)} />
        <Figure
          label={t('gifts.card.maxBet')}
          value={
            bonus.max_bet_cents === null ? t('gifts.card.noMaxBet') : money.format(bonus.max_bet_cents, bonus.currency)
          }
        />
      </dl>
      <WagerProgress bonus={bonus} money={money} />
      <div className={styles.footer}>
        {bonus.valid_until ? (
          <Deadline>{t('gifts.card.validUntil', { date: dateTimeText(bonus.valid_until, locale) })}</Deadline>
        ) : null}
        {bonus.cancelable ? (
          <Button variant="secondary" size="sm" onClick={() => onCancel(bonus)}>
            {t('gifts.card.cancel')}
          </Button>
        ) : null}
      </div>
    </GiftCardFrame>
  );
}
