import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { CategoryChips } from '../../features/lobby/components/category-chips';
import { changeLocale } from '../../lib/i18n/i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { MobileBottomBar } from './mobile-bottom-bar';
import styles from './root-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The shell around every page: header, category bar, page, footer and, on phones, the bottom bar. */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const locale = useLocale();
  // Remembering where the phone search was opened closes it on any navigation, without an effect.
  const [searchOpenedAt, setSearchOpenedAt] = useState<string | null>(null);
  const phoneSearchOpen = searchOpenedAt === location.pathname;

  useEffect(() => {
    void changeLocale(locale);
  }, [locale]);

  // A trailing slash is stripped (platform-core §2), so every page has one address.
  if (location.pathname.length > 1 && location.pathname.endsWith('/')) {
    return <Navigate replace to={`${location.pathname.replace(/\/+$/, '')}${location.search}${location.hash}`} />;
  }

  const setPhoneSearch = (open: boolean) => setSearchOpenedAt(open ? location.pathname : null);

  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        {t('app.skipToContent')}
      </a>
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="progressbar" aria-label={t('app.pageLoading')} />
      ) : null}
      <SiteHeader phoneSearchOpen={phoneSearchOpen} onPhoneSearchChange={setPhoneSearch} />
      <div className={styles.chips}>
        <CategoryChips />
      </div>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <MobileBottomBar onSearch={() => setPhoneSearch(true)} />
      <ScrollRestoration />
    </>
  );
}
