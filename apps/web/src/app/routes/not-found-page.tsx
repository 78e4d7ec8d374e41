import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
import { useLocalizedPath } from '../../lib/i18n/use-locale';
import styles from './status-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className={styles.page}>
      <title>{t('app.pageTitle', { title: t('errors.notFoundTitle') })}</title>
      <meta name="robots" content="noindex" />
      <div className={styles.content}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <EmptyState
          headingLevel="h1"
          icon="dice"
          title={t('errors.notFoundTitle')}
          text={t('errors.notFoundText')}
          actions={
            <Link className={buttonClassName({ size: 'lg' })} to={localize('/')}>
              <Icon name="home" size={18} />
              {t('errors.home')}
            </Link>
          }
        />
      </div>
    </div>
  );
}
