import { useTranslation } from 'react-i18next';
import { ProviderStrip } from '../../features/lobby/components/provider-strip';
import { BrandLogo } from './brand-logo';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-providers">
          <h2 id="footer-providers" className={styles.sectionTitle}>
            {t('footer.providers')}
          </h2>
          <ProviderStrip />
        </section>
        <div className={styles.bottom}>
          <BrandLogo />
          <p className={styles.responsible}>
            <span className={styles.age} aria-hidden="true">
              18+
            </span>
            {t('footer.responsible')}
          </p>
          <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
