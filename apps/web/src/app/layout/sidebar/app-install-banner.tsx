import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { openModal } from '../../../lib/modals/modal-store';
import styles from './sidebar.module.css';

/** Group 1401 marks players who opened the installed app (platform-core §4). */
const NATIVE_PWA_GROUP = '1401';

function isInstalled(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches;
}

/** The install notice: shown when the app is not installed and the player is not in the PWA group. */
export function AppInstallBanner({ groups }: { groups: readonly string[] }) {
  const { t } = useTranslation();
  if (isInstalled() || groups.includes(NATIVE_PWA_GROUP)) return null;
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
