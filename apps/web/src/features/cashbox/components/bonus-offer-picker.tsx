import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { visuallyHiddenClassName } from '../../../components/ui/visually-hidden';
import { NO_BONUS, offerTerms, type DepositOffer } from '../deposit-bonus-offers';
import styles from './deposit-bonus.module.css';

/**
 * The offers and "No bonus" as a radio group of cards. Native radios inside the cards give the group its keyboard
 * (Tab in, arrows between choices) and its name for screen readers; the card is the radio's label.
 */
export function BonusOfferPicker({
  offers,
  choice,
  onChoose,
  money,
}: {
  offers: readonly DepositOffer[];
  choice: string;
  onChoose: (choice: string) => void;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.picker} data-bonus-picker>
      {/* The section's heading or summary line says it on screen; the legend names the group for screen readers. */}
      <legend className={visuallyHiddenClassName}>{t('depositBonus.pickerLabel')}</legend>
      <div className={styles.cards}>
        {offers.map((offer) => {
          const terms = offerTerms(offer, money);
          return (
            <label key={offer.id} className={styles.card} data-bonus-offer={offer.id}>
              <input
                type="radio"
                name={name}
                className={styles.radio}
                value={offer.id}
                checked={choice === offer.id}
                onChange={() => onChoose(offer.id)}
              />
              <span className={styles.mark} aria-hidden="true" />
              <span className={styles.cardBody}>
                <span className={styles.cardTitle}>{offer.title}</span>
                <span className={styles.terms}>{t(terms.key, terms.values)}</span>
                <span className={styles.facts}>
                  <span>
                    {offer.minDepositCents
                      ? t('depositBonus.minDeposit', { amount: money(offer.minDepositCents) })
                      : t('depositBonus.anyDeposit')}
                  </span>
                  <span>{t('depositBonus.wager', { wager: offer.wager })}</span>
                </span>
              </span>
            </label>
          );
        })}
        <label className={`${styles.card} ${styles.noBonus}`} data-bonus-offer={NO_BONUS}>
          <input
            type="radio"
            name={name}
            className={styles.radio}
            value={NO_BONUS}
            checked={choice === NO_BONUS}
            onChange={() => onChoose(NO_BONUS)}
          />
          <span className={styles.mark} aria-hidden="true" />
          <span className={styles.cardBody}>
            <span className={styles.cardTitle}>{t('depositBonus.none.title')}</span>
            <span className={styles.facts}>{t('depositBonus.none.text')}</span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
