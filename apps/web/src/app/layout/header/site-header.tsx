import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { IconButton } from '../../../components/ui/icon-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { SearchBox } from '../../../features/lobby/components/search/search-box';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { drawnLazy } from '../../../lib/ssr/drawn-lazy';
import { BrandLogo } from '../brand-logo';
import { LazyPart } from '../lazy-part';
import type { ShellState } from '../use-shell-state';
import { EnterButtons } from './enter-buttons';
import styles from './site-header.module.css';
import { TopMenu } from './top-menu';

/** Only logged-in players need the balance, deposit, notifications and profile menu: guests never load them. */
const PlayerActions = drawnLazy(
  'src/app/layout/header/player-actions.tsx',
  async () => (await import('./player-actions')).PlayerActions,
);

type SiteHeaderProps = {
  shell: ShellState;
  /** Phones show the search as a button that expands over the header. */
  phoneSearchOpen: boolean;
  onPhoneSearchChange: (open: boolean) => void;
  onOpenSidebar: () => void;
};

export function SiteHeader({ shell, phoneSearchOpen, onPhoneSearchChange, onOpenSidebar }: SiteHeaderProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { session, menuContext, license } = shell;

  if (phoneSearchOpen) {
    return (
      <header className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.phoneSearch}>
            <SearchBox autoFocus onDismiss={() => onPhoneSearchChange(false)} />
            <IconButton icon="close" label={t('search.close')} onClick={() => onPhoneSearchChange(false)} />
          </div>
        </div>
      </header>
    );
  }

  return (
    <header className={styles.header} data-session={session.status}>
      <div className={styles.bar}>
        <IconButton className={styles.menuToggle} icon="menu" label={t('sidebar.open')} onClick={onOpenSidebar} />
        <Link className={styles.brand} to={localize('/')}>
          <BrandLogo className={styles.logoFull} label={t('app.homeLink')} />
          <BrandLogo className={styles.logoCompact} compact label={t('app.homeLink')} />
        </Link>
        <TopMenu context={menuContext} />
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.actions}>
          <IconButton
            className={styles.searchToggle}
            icon="search"
            label={t('search.open')}
            onClick={() => onPhoneSearchChange(true)}
          />
          {session.status === 'pending' ? (
            // Reserves the buttons' room so nothing shifts when the login state arrives.
            <Skeleton width={176} height={40} radius="var(--radius-pill)" />
          ) : session.status === 'player' ? (
            <LazyPart announce loading={<Skeleton width={176} height={40} radius="var(--radius-pill)" />}>
              <PlayerActions player={session.player} showSessionTimer={license === 'EE'} />
            </LazyPart>
          ) : (
            <EnterButtons />
          )}
        </div>
      </div>
    </header>
  );
}
