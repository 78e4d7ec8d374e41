import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { playerDisplayName } from '../../../lib/session/player-name';
import type { SessionPlayer } from '../../../lib/session/session-player';
import styles from './profile.module.css';
import { ProfileNav } from './profile-nav';

/** Header, sub-navigation and page title shared by every profile page. */
export function ProfileLayout({
  player,
  pageTitle,
  children,
}: {
  player: SessionPlayer;
  pageTitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const name = playerDisplayName(player);
  return (
    <div className={styles.page} data-profile-page>
      <title>{t('app.pageTitle', { title: pageTitle })}</title>
      <meta name="robots" content="noindex" />
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <div className={styles.headerText}>
          <p className={styles.eyebrow}>{t('profile.greeting', { name })}</p>
          <h1 className={styles.title}>{pageTitle}</h1>
          <p className={styles.lead}>{t('profile.memberLead')}</p>
        </div>
      </header>
      <ProfileNav />
      {children}
    </div>
  );
}
