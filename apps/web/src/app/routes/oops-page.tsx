import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { useLocalizedPath } from '../../lib/i18n/use-locale';
import { StatusPage } from './status-page';

/** Where a visitor lands when they may not continue (the Australian card declined, a blocked flow). */
export function OopsPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <StatusPage
      code={t('oops.code')}
      icon="alert"
      title={t('oops.title')}
      text={t('oops.text')}
      actions={
        <>
          <Link className={buttonClassName({ size: 'lg' })} to={localize('/')}>
            <Icon name="home" size={18} />
            {t('errors.home')}
          </Link>
          <Link className={buttonClassName({ size: 'lg', variant: 'secondary' })} to={localize('/support')}>
            <Icon name="headset" size={18} />
            {t('menu.support')}
          </Link>
        </>
      }
    />
  );
}
