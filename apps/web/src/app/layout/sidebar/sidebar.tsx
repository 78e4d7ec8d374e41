import { VIP_LEVEL_GROUPS } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { IconButton } from '../../../components/ui/icon-button';
import { Modal } from '../../../components/ui/modal';
import { stripLocalePrefix } from '../../../lib/i18n/locale-path';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { openModal } from '../../../lib/modals/modal-store';
import { BrandLogo } from '../brand-logo';
import { EnterButtons } from '../header/enter-buttons';
import { LanguageSelect } from '../language-select';
import type { ShellState } from '../use-shell-state';
import { AppInstallBanner } from './app-install-banner';
import { LocalTime } from './local-time';
import { sidebarBottomItems, sidebarMenuItems } from './sidebar-items';
import { PlayerSummary } from './player-summary';
import styles from './sidebar.module.css';
import { ItemRow, SidebarMenu } from './sidebar-menu';

type SidebarProps = { shell: ShellState; onClose: () => void };

/** The mobile sidebar with every section of engagement §2; lazy, so the lobby's first load does not carry it. */
export function Sidebar({ shell, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const appPath = stripLocalePrefix(useLocation().pathname);
  const { session, menuContext } = shell;

  return (
    <Modal title={t('sidebar.title')} closeLabel={t('sidebar.close')} onClose={onClose} placement="start" hideHeader>
      <div className={styles.sidebar} data-sidebar>
        <div className={styles.top}>
          <Link to={localize('/')} className={styles.brand}>
            <BrandLogo label={t('app.homeLink')} />
          </Link>
          <IconButton icon="close" label={t('sidebar.close')} onClick={onClose} />
        </div>

        {session.status === 'player' ? (
          <PlayerSummary player={session.player} context={menuContext} />
        ) : (
          <section className={styles.section} aria-label={t('sidebar.welcome')}>
            <p className={styles.welcome}>{t('sidebar.welcomeText')}</p>
            <EnterButtons layout="stacked" />
          </section>
        )}

        <SidebarMenu items={sidebarMenuItems(menuContext)} appPath={appPath} label={t('sidebar.menuLabel')} />

        <div className={styles.divider} />
        <SidebarMenu items={sidebarBottomItems()} appPath={appPath} label={t('sidebar.infoLabel')} />

        <ul className={styles.menu}>
          {session.status === 'player' ? (
            <li>
              <Link className={styles.item} to={localize('/profile')}>
                <ItemRow icon="user" label={t('menu.profile')} />
              </Link>
            </li>
          ) : null}
          <li>
            <Link className={styles.item} to={localize('/support')}>
              <ItemRow icon="headset" label={t('menu.support')} />
            </Link>
          </li>
          <li>
            <button type="button" className={styles.item} onClick={() => openModal({ id: 'support-chat' })}>
              <ItemRow icon="chat" label={t('support.chat')} />
            </button>
          </li>
        </ul>

        {session.status === 'player' && VIP_LEVEL_GROUPS.some((group) => session.player.groups.includes(group)) ? (
          <section className={styles.vipManager} aria-label={t('sidebar.vipManager')}>
            <Icon name="crown" size={22} />
            <div>
              <p className={styles.vipTitle}>{t('sidebar.vipManager')}</p>
              <p className={styles.vipText}>{t('sidebar.vipManagerText')}</p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => openModal({ id: 'support-chat' })}>
              {t('support.chat')}
            </Button>
          </section>
        ) : null}

        <AppInstallBanner groups={session.player?.groups ?? []} />

        <div className={styles.footer}>
          <LanguageSelect variant="wide" />
          <LocalTime />
        </div>
      </div>
    </Modal>
  );
}
