import type { Promotion } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { OfferAmounts } from '../utils/offer-currency';
import { usePromotionMoney } from './use-promotion-money';

/**
 * Three steps from here to the money: an account, then what earns the offer (the cashier's choice, a deposit, or
 * activating the gift), then what stands between the bonus and a withdrawal.
 */
export function useHowItWorks(promotion: Promotion, amounts: OfferAmounts | undefined): string[] {
  const { t } = useTranslation();
  const money = usePromotionMoney();
  const minimum =
    amounts && amounts.min_deposit_cents !== null ? money(amounts.min_deposit_cents, amounts.currency) : null;
  const wager = { multiplier: promotion.wager_multiplier, count: promotion.wager_days };

  const account =
    promotion.kind === 'registration' ? t('promotions.steps.createAccount') : t('promotions.steps.signIn');
  const earn =
    promotion.kind === 'registration'
      ? promotion.activation_days > 0
        ? t('promotions.steps.activate', { count: promotion.activation_days })
        : t('promotions.steps.activateAnyTime')
      : promotion.requires_pick
        ? minimum
          ? t('promotions.steps.pick', { title: promotion.title, amount: minimum })
          : t('promotions.steps.pickAnyAmount', { title: promotion.title })
        : minimum
          ? t('promotions.steps.deposit', { amount: minimum })
          : t('promotions.steps.depositAnyAmount');
  const finish = promotion.freespins_count
    ? promotion.wager_multiplier > 0
      ? t('promotions.steps.spinsWager', wager)
      : t('promotions.steps.spinsCash')
    : promotion.wager_multiplier > 0
      ? t('promotions.steps.wager', wager)
      : t('promotions.steps.cash');
  return [account, earn, finish];
}
