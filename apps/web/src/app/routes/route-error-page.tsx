import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useRouteError } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { logger } from '../../lib/http/api';
import { basePathOf, localeFromPath, localizePath, stripBasePath } from '../../lib/i18n/locale-path';
import styles from './status-page.module.css';

/**
 * A page that throws while rendering (or whose chunk failed to load after a deploy) shows this instead of a
 * blank screen. It uses plain anchors, not router links: the router itself may be what broke.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = window.location;
  const basePath = basePathOf(pathname);
  const homePath = `${basePath}${localizePath('/', localeFromPath(stripBasePath(pathname, basePath)))}`;

  useEffect(() => {
    logger.error('ROUTE_RENDER_ERROR', error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }, [error]);

  return (
    <div className={styles.page}>
      <div className={styles.content}>
        <EmptyState
          headingLevel="h1"
          role="alert"
          icon="alert"
          title={t('errors.routeTitle')}
          text={t('errors.routeText')}
          actions={
            <>
              <Button size="lg" onClick={() => window.location.reload()}>
                {t('errors.reload')}
              </Button>
              <a className={buttonClassName({ size: 'lg', variant: 'secondary' })} href={homePath}>
                {t('errors.home')}
              </a>
            </>
          }
        />
      </div>
    </div>
  );
}
