import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Carousel } from '../../../components/ui/carousel';
import { Icon } from '../../../components/ui/icon';
import { useVisibleProviders } from '../../../features/lobby/hooks/use-visible-providers';
import { providerPath } from '../../../features/lobby/utils/paths';
import { useLocale, useLocalizedPath } from '../../../lib/i18n/use-locale';
import { AWARDS } from './awards';
import styles from './footer-showcase.module.css';
import { PaymentLogos } from './payment-logos';

type FooterShowcaseProps = { hideNeosurf: boolean };

/** The footer's carousels (awards, game providers) and payment logos: one lazy chunk, loaded near the footer. */
export function FooterShowcase({ hideNeosurf }: FooterShowcaseProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const locale = useLocale();
  const { providers = [] } = useVisibleProviders();
  const hideNeosurfHere = hideNeosurf || locale === 'en-AU' || locale === 'en-AU-x-fake';

  return (
    <div className={styles.showcase}>
      <section aria-labelledby="footer-awards">
        <Carousel
          label={t('footer.awards')}
          previousLabel={t('footer.previous', { list: t('footer.awards') })}
          nextLabel={t('footer.next', { list: t('footer.awards') })}
          title={
            <h2 id="footer-awards" className={styles.title}>
              {t('footer.awards')}
            </h2>
          }
          action={
            <Link className={styles.showAll} to={localize('/awards')}>
              {t('footer.showAll')}
            </Link>
          }
        >
          {AWARDS.map((award) => (
            <li key={award.id} className={styles.award} data-prize={award.prize}>
              <span className={styles.awardIcon} aria-hidden="true">
                <Icon name="award" size={22} />
              </span>
              <span className={styles.awardEvent}>
                {'sample' in award.event ? t(`awards.sampleEvents.${award.event.sample}`) : award.event.properName}
              </span>
              <span className={styles.awardNomination}>{t(`awards.${award.nomination}`)}</span>
              <span className={styles.awardPrize}>
                {t(`awards.${award.prize}`)} · {award.year}
              </span>
            </li>
          ))}
        </Carousel>
        <p className={styles.sampleNote}>{t('footer.awardsSample')}</p>
      </section>
      <section aria-labelledby="footer-providers">
        <Carousel
          label={t('footer.providers')}
          previousLabel={t('footer.previous', { list: t('footer.providers') })}
          nextLabel={t('footer.next', { list: t('footer.providers') })}
          title={
            <h2 id="footer-providers" className={styles.title}>
              {t('footer.providers')}
            </h2>
          }
        >
          {providers
            .filter((provider) => provider.games_count > 0)
            .map((provider) => (
              <li key={provider.id}>
                <Link
                  className={styles.provider}
                  to={localize(providerPath(provider.slug))}
                  aria-label={t('footer.providerLink', { provider: provider.title })}
                >
                  <img src={provider.logo} alt="" width={120} height={36} loading="lazy" decoding="async" />
                </Link>
              </li>
            ))}
        </Carousel>
      </section>
      <section aria-labelledby="footer-payments">
        <h2 id="footer-payments" className={styles.title}>
          {t('footer.payments')}
        </h2>
        <PaymentLogos label={t('footer.payments')} hideNeosurf={hideNeosurfHere} />
      </section>
    </div>
  );
}
