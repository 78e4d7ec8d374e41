import { PLAYER_GROUPS } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { openModal } from '../../../lib/modals/modal-store';
import { runsAsInstalledApp } from '../../../lib/session/installed-app';
import styles from './sidebar.module.css';

/**
 * The install notice: shown when the app is not installed and the player is not in the PWA group (the group marks
 * players who opened the installed app, platform-core §4).
 */
export function AppInstallBanner({ groups }: { groups: readonly string[] }) {
  const { t } = useTranslation();
  if (runsAsInstalledApp() || groups.includes(PLAYER_GROUPS.nativePwa)) return null;
  return (
    <section className={styles.install} aria-label={t('pwa.title')}>
      <span className={styles.installIcon} aria-hidden="true">
        <Icon name="smartphone" size={22} />
      </span>
      <div>
        <p className={styles.installTitle}>{t('pwa.title')}</p>
        <p className={styles.installText}>{t('pwa.text')}</p>
      </div>
      <Button size="sm" variant="secondary" onClick={() => openModal({ id: 'pwa-install' })}>
        <Icon name="download" size={16} />
        {t('pwa.install')}
      </Button>
    </section>
  );
}
