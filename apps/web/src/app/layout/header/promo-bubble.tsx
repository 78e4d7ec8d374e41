import { PROMO_BANNER_RESHOW_MS } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/ui/icon';
import { IconButton } from '../../../components/ui/icon-button';
import { openModal } from '../../../lib/modals/modal-store';
import { readStored, writeStored } from '../../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import styles from './promo-bubble.module.css';

function hiddenUntil(): number {
  return Number(readStored('local', STORAGE_KEYS.promoBannerHiddenUntil) ?? 0);
}

/**
 * The new-player offer by the sign-up button (feature flag "promo banner in enter button"). It sits in the page's
 * flow right under the header, pointing up at the button, rather than floating over the page: it pushes the chips
 * and the first rows down by its height instead of covering them (docs/ARCHITECTURE.md, "What may float").
 */
export function PromoBubble() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => hiddenUntil() > Date.now());
  useEffect(() => {
    if (!hidden) return;
    const timer = setTimeout(() => setHidden(false), Math.max(0, hiddenUntil() - Date.now()));
    return () => clearTimeout(timer);
  }, [hidden]);

  if (hidden) return null;

  const close = () => {
    writeStored('local', STORAGE_KEYS.promoBannerHiddenUntil, String(Date.now() + PROMO_BANNER_RESHOW_MS));
    setHidden(true);
  };

  return (
    <aside className={styles.bubble} aria-label={t('promoBanner.label')} data-promo-bubble>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="gift" size={22} />
      </span>
      <button type="button" className={styles.content} onClick={() => openModal({ id: 'sign-up' })}>
        <span className={styles.offer}>{t('promoBanner.offer')}</span>
      </button>
      <IconButton
        className={styles.close}
        icon="close"
        size="sm"
        plain
        label={t('promoBanner.close')}
        onClick={close}
      />
    </aside>
  );
}
