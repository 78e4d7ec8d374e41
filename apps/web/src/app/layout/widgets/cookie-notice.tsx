import { COOKIE_CONSENT_MAX_AGE_S } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { stripLocalePrefix } from '../../../lib/i18n/locale-path';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { readCookie, writeCookie } from '../../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import { createStore, useStore } from '../../../lib/store/create-store';
import { SIGN_UP_PATHS } from '../../routing/route-table';
import styles from './cookie-notice.module.css';

/** Shared by both placements, so accepting in one removes both. */
const consent = createStore<boolean | undefined>(undefined);

function useAccepted(): boolean {
  const stored = useStore(consent);
  return stored ?? readCookie(STORAGE_KEYS.cookieConsent) === '1';
}

type CookieNoticeProps = {
  /**
   * Where this one shows: `flow` in the page under the header, on phones; `dock` fixed at the bottom left, on wider
   * screens. The layout mounts both and CSS shows the one for the screen, so nothing moves when it turns.
   */
  placement: 'flow' | 'dock';
};

/** The cookie notice: accepted for a year, and kept out of the way of the sign-up page (platform-core §2). */
export function CookieNotice({ placement }: CookieNoticeProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const appPath = stripLocalePrefix(useLocation().pathname);
  const accepted = useAccepted();
  const titleId = useId();

  if (accepted || SIGN_UP_PATHS.has(appPath)) return null;
  return (
    <section className={`${styles.notice} ${styles[placement]}`} aria-labelledby={titleId} data-cookie-notice>
      <h2 id={titleId} className={styles.title}>
        {t('cookies.title')}
      </h2>
      <p className={styles.text}>
        {/* Phones get the one-line version, so the notice leaves the first row of games in sight. */}
        <span className={styles.full}>{t('cookies.text')}</span>
        <span className={styles.brief}>{t('cookies.brief')}</span>{' '}
        <Link className={styles.link} to={localize('/cookie-policy')}>
          {t('cookies.policy')}
        </Link>
      </p>
      <Button
        size="sm"
        onClick={() => {
          writeCookie(STORAGE_KEYS.cookieConsent, '1', COOKIE_CONSENT_MAX_AGE_S);
          consent.set(true);
        }}
      >
        {t('cookies.accept')}
      </Button>
    </section>
  );
}
