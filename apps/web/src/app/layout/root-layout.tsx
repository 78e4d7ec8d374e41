import { NO_INDEX_PATH_DEPTH } from '@casino/contracts';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation, type Location } from 'react-router';
import { CategoryChips } from '../../features/lobby/components/category-chips';
import { changeLocale } from '../../lib/i18n/i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { useModalStack } from '../../lib/modals/modal-store';
import { drawnLazy } from '../../lib/ssr/drawn-lazy';
import type { RouteHandle } from '../router';
import { useEffectsNeeded } from './effects/use-effects-needed';
import { SiteFooter } from './footer/site-footer';
import { PromoBubble } from './header/promo-bubble';
import { SiteHeader } from './header/site-header';
import { LazyPart } from './lazy-part';
import { MobileBottomBar } from './mobile-bottom-bar';
import styles from './root-layout.module.css';
import { useShellState, type ShellState } from './use-shell-state';
import { BottomDock } from './widgets/bottom-dock';
import { CookieNotice } from './widgets/cookie-notice';
import { Toaster } from './widgets/toaster';
import { TechWorkBanner } from './widgets/tech-work-banner';

/** Opened on demand: none of these is in the first load. */
const Sidebar = lazy(async () => ({ default: (await import('./sidebar/sidebar')).Sidebar }));
const ModalHost = lazy(async () => ({ default: (await import('../modals/modal-host')).ModalHost }));
/** Players only; a page drawn with it brings its code before it is taken over. */
const HistoryReviewNotice = drawnLazy(
  'src/features/limits/prompts/history-review-notice.tsx',
  async () => (await import('../../features/limits/prompts/history-review-notice')).HistoryReviewNotice,
);
const ShellEffects = lazy(async () => ({ default: (await import('./effects/shell-effects')).ShellEffects }));

/**
 * React Router keeps a page's scroll under its history entry's key. A page opened afresh (typed, bookmarked, reloaded)
 * has the key "default", so every such page would share one position: a new page would open scrolled to wherever the
 * last one was left, at the footer of a long category even. Those are kept by path instead, so a reload still returns
 * the player to where they were and a new address starts at its top.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** Routes that show the game-category bar under the header. */
const LOBBY_ROUTES = new Set([
  'main',
  'pokies',
  'pokiesAll',
  'pokiesSingle',
  'live',
  'liveAll',
  'liveSingle',
  'slots',
  'categoryGames',
  'categoryGamesById',
  'gamesByPage',
  'producersGames',
  'producersGamesByPage',
]);

/**
 * The modal stack's own subscriber. Opening or closing a modal re-renders this and the modals, not the shell and
 * the page under them: on a page drawn by the server the guard's modal opens right after hydration, and a shell
 * drawn again with it cost a phone's main thread its longest task.
 */
function ModalLayer() {
  const open = useModalStack().length > 0;
  // A modal the player opened that cannot come says so; a later one is not tried again (the toast offers a reload).
  return open ? (
    <LazyPart announce>
      <ModalHost />
    </LazyPart>
  ) : null;
}

/**
 * The shell's reactions, loaded when the visit needs them (use-effects-needed.ts). Its own component for the same
 * reason: a guest's effects load a few seconds after the page has settled, and that should draw nothing else again.
 */
function ShellEffectsLayer({ shell }: { shell: ShellState }) {
  return useEffectsNeeded(shell) ? (
    <LazyPart>
      <ShellEffects shell={shell} />
    </LazyPart>
  ) : null;
}

/** The shell around every page: header, page, footer, bottom bar, sidebar, modals, toasts and notices. */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const locale = useLocale();
  const shell = useShellState();
  const routeName = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.route;
  // Remembering where the phone search or the sidebar was opened closes them on any navigation, without an
  // effect (the sidebar closes on every route change, engagement §2).
  const [searchOpenedAt, setSearchOpenedAt] = useState<string | null>(null);
  const [sidebarOpenedAt, setSidebarOpenedAt] = useState<string | null>(null);
  const phoneSearchOpen = searchOpenedAt === location.pathname;
  const sidebarOpen = sidebarOpenedAt === location.key;
  const { flags } = shell.menuContext;
  const showChips = routeName !== undefined && LOBBY_ROUTES.has(routeName);
  // Shown while the login state is pending too: most first visits are guests, and a bubble arriving late would
  // push the page down under the visitor's eyes.
  const showPromo =
    flags.promoBannerInEnterButton && shell.session.status !== 'player' && !shell.access.registrationDisabled;

  useEffect(() => {
    void changeLocale(locale);
  }, [locale]);

  // The address of the page on screen. An in-app navigation changes the address bar before the router has
  // committed, so browser tests wait for this instead.
  useEffect(() => {
    document.documentElement.dataset.shownPath = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);

  const setPhoneSearch = (open: boolean) => setSearchOpenedAt(open ? location.pathname : null);
  const openSidebar = () => setSidebarOpenedAt(location.key);

  return (
    <>
      {/* Depth counts the address as the visitor sees it, locale prefix included (platform-core §2). */}
      {location.pathname.split('/').filter(Boolean).length > NO_INDEX_PATH_DEPTH ? (
        <meta name="robots" content="noindex" />
      ) : null}
      <a className={styles.skipLink} href="#main-content">
        {t('app.skipToContent')}
      </a>
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="progressbar" aria-label={t('app.pageLoading')} />
      ) : null}
      {flags.techWork ? <TechWorkBanner /> : null}
      <SiteHeader
        shell={shell}
        phoneSearchOpen={phoneSearchOpen}
        onPhoneSearchChange={setPhoneSearch}
        onOpenSidebar={openSidebar}
      />
      {showChips || showPromo ? (
        <div className={styles.underHeader}>
          {showPromo ? <PromoBubble /> : null}
          {showChips ? (
            <div className={styles.chips}>
              <CategoryChips />
            </div>
          ) : null}
        </div>
      ) : null}
      <CookieNotice placement="flow" />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {shell.session.player ? (
          <LazyPart announce>
            <HistoryReviewNotice key={shell.session.player.id} playerId={shell.session.player.id} />
          </LazyPart>
        ) : null}
        <Outlet />
      </main>
      <SiteFooter shell={shell} />
      <MobileBottomBar context={shell.menuContext} onOpenSidebar={openSidebar} sidebarOpen={sidebarOpen} />
      <BottomDock shell={shell} />
      {/* Always mounted: a live region must exist before a toast lands in it, or screen readers miss it. */}
      <Toaster />
      {sidebarOpen ? (
        <LazyPart announce>
          <Sidebar shell={shell} onClose={() => setSidebarOpenedAt(null)} />
        </LazyPart>
      ) : null}
      <ModalLayer />
      <ShellEffectsLayer shell={shell} />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
