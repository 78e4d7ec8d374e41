import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { useLocalizedPath } from '../../lib/i18n/use-locale';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <StatusPage
      notFound
      code="404"
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
  );
}
