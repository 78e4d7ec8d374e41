import type { PlayerBonus } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { GiftMoney } from '../hooks/use-gift-money';
import { wagerPercent, wagerShare } from '../utils/wager-progress';
import styles from './gifts.module.css';
import { LabelledProgress } from './labelled-progress';

/**
 * How much of the wagering is done. The bar is a real progressbar: a screen reader hears its name, the percent,
 * and, as its value text, the same words the sighted player reads beside it.
 */
export function WagerProgress({ bonus, money }: { bonus: PlayerBonus; money: GiftMoney }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const share = wagerShare(bonus);
  const percent = wagerPercent(share);
  const percentText = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );
  const wagered = t('gifts.card.wagered', {
    done: money.format(Math.min(bonus.amount_wager_cents, bonus.amount_wager_requirement_cents), bonus.currency),
    required: money.format(bonus.amount_wager_requirement_cents, bonus.currency),
  });
  return (
    <LabelledProgress
      label={t('gifts.card.wagerLabel')}
      shown={percentText}
      valueText={`${percentText}, ${wagered}`}
      percent={percent}
      full={share >= 1}
    >
      <span className={styles.muted}>{wagered}</span>
    </LabelledProgress>
  );
}
