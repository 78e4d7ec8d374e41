import type { License } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { VisuallyHidden, visuallyHiddenClassName } from '../../../components/ui/visually-hidden';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import styles from './site-footer.module.css';

/**
 * Trust and licence: who licenses the site under the visitor's licence, age limit and safer play. The licence text is
 * a labelled sample: the operator states its own licence holder, number and regulator there.
 */
export function LicenceBlock({ license, showDmca }: { license: License; showDmca: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  // Said only when true of this very page; a fairness certificate is the operator's to add (the demo has none).
  const secure = window.location.protocol === 'https:';
  return (
    <section className={styles.licence} aria-labelledby="footer-licence">
      <h2 id="footer-licence" className={visuallyHiddenClassName}>
        {t('footer.licenceTitle')}
      </h2>
      <ul className={styles.trust}>
        <li className={styles.age}>
          <span aria-hidden="true">18+</span>
          <VisuallyHidden>{t('footer.adultsOnly')}</VisuallyHidden>
        </li>
        <li>
          <Icon name="shield" size={18} />
          {license === 'EE' ? t('footer.licenceBadgeEE') : t('footer.licenceBadgeCW')}
        </li>
        {secure ? (
          <li>
            <Icon name="lock" size={18} />
            {t('footer.secure')}
          </li>
        ) : null}
        {showDmca ? (
          <li>
            <Icon name="shield" size={18} />
            {t('footer.dmca')}
          </li>
        ) : null}
      </ul>
      <p className={styles.licenceText}>{license === 'EE' ? t('footer.licenceEE') : t('footer.licenceCW')}</p>
      <p className={styles.responsible}>
        {t('footer.responsible')}{' '}
        <Link to={localize('/responsible-gaming')} className={styles.inlineLink}>
          {t('footer.responsibleLink')}
        </Link>
      </p>
    </section>
  );
}
