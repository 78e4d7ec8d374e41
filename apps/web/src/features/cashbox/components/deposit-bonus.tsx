import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { offerTerms } from '../deposit-bonus-offers';
import type { DepositBonusState } from '../use-deposit-bonus';
import { BonusCodeField } from './bonus-code-field';
import { BonusOfferPicker } from './bonus-offer-picker';
import styles from './deposit-bonus.module.css';

/**
 * The bonus part of the deposit: the offer cards, the promo code and the wagering rule of the chosen offer. On every
 * deposit it is one compact line that opens; `/deposit-bonus` opens the deposit with it spread out on top. Loading
 * and failing are quiet: the deposit never waits for the bonus calls.
 */
export function DepositBonus({
  bonus,
  expanded,
  money,
  initialCode,
}: {
  bonus: DepositBonusState;
  expanded: boolean;
  money: (cents: number) => string;
  initialCode?: string;
}) {
  const { t } = useTranslation();
  const bodyId = useId();
  const [open, setOpen] = useState(expanded);
  const hasOffers = bonus.status === 'ready' && bonus.offers.length > 0;
  const summary = bonus.chosenOffer
    ? t(offerTerms(bonus.chosenOffer, money).key, offerTerms(bonus.chosenOffer, money).values)
    : t('depositBonus.none.title');

  if (bonus.status === 'loading') {
    return (
      <div className={styles.loading} aria-busy="true" role="status" aria-label={t('depositBonus.loading')}>
        {expanded ? (
          <>
            <Skeleton height={22} width={180} />
            <div className={styles.cards}>
              <Skeleton height={104} radius="var(--radius-lg)" />
              <Skeleton height={104} radius="var(--radius-lg)" />
            </div>
          </>
        ) : (
          <Skeleton height={48} radius="var(--radius-lg)" />
        )}
      </div>
    );
  }

  const body = (
    <>
      {bonus.status === 'error' ? (
        <p className={styles.quiet} role="status">
          {t('depositBonus.loadError')}{' '}
          <button type="button" className={styles.textButton} onClick={bonus.retry}>
            {t('depositBonus.retry')}
          </button>
        </p>
      ) : null}
      {hasOffers ? (
        <>
          <BonusOfferPicker offers={bonus.offers} choice={bonus.choice} onChoose={bonus.choose} money={money} />
          {bonus.pickFailed ? <FormAlert tone="danger">{t('depositBonus.pickFailed')}</FormAlert> : null}
          <p className={styles.quiet} data-bonus-rule>
            {bonus.chosenOffer
              ? bonus.chosenOffer.wager > 0
                ? t('depositBonus.wagerRule', { wager: bonus.chosenOffer.wager })
                : t('depositBonus.noWager')
              : t('depositBonus.none.rule')}{' '}
            <GiftsLink />
          </p>
        </>
      ) : bonus.status === 'ready' && expanded ? (
        <p className={styles.quiet}>{t('depositBonus.empty')}</p>
      ) : null}
      <BonusCodeField appliedCode={bonus.appliedCode} initialCode={initialCode} onChanged={bonus.resetChoice} />
    </>
  );

  if (expanded) {
    return (
      <section
        className={`${styles.section} ${styles.expanded}`}
        aria-labelledby={`${bodyId}-title`}
        data-deposit-bonus
      >
        <h3 id={`${bodyId}-title`} className={styles.title}>
          {t('depositBonus.title')}
        </h3>
        {body}
      </section>
    );
  }

  return (
    <section className={styles.section} aria-label={t('depositBonus.pickerLabel')} data-deposit-bonus>
      {hasOffers ? (
        <button
          type="button"
          className={styles.summary}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((was) => !was)}
        >
          <span className={styles.summaryLabel}>{t('depositBonus.summary')}</span>
          <span className={styles.summaryValue}>{summary}</span>
          <span className={styles.summaryAction}>{open ? t('depositBonus.hide') : t('depositBonus.change')}</span>
        </button>
      ) : null}
      <div id={bodyId} className={styles.body} hidden={hasOffers && !open}>
        {body}
      </div>
    </section>
  );
}

function GiftsLink() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Link className={styles.link} to={localize('/profile/gifts')}>
      {t('depositBonus.giftsLink')}
    </Link>
  );
}
