import { PROMO_BANNER_RESHOW_MS } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { IconButton } from '../../../components/ui/icon-button';
import { openModal } from '../../../lib/modals/modal-store';
import { readStored, writeStored } from '../../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import styles from './promo-bubble.module.css';

const SCROLL_HIDE_PX = 80;

function hiddenUntil(): number {
  return Number(readStored('local', STORAGE_KEYS.promoBannerHiddenUntil) ?? 0);
}

/** The new-player offer next to the enter buttons (feature flag "promo banner in enter button"). */
export function PromoBubble({ registrationDisabled }: { registrationDisabled: boolean }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => hiddenUntil() > Date.now());
  // The bubble hangs under the sticky header; once the visitor scrolls into the page it steps aside.
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_HIDE_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!hidden) return;
    const timer = setTimeout(() => setHidden(false), Math.max(0, hiddenUntil() - Date.now()));
    return () => clearTimeout(timer);
  }, [hidden]);

  if (hidden || registrationDisabled) return null;

  const close = () => {
    writeStored('local', STORAGE_KEYS.promoBannerHiddenUntil, String(Date.now() + PROMO_BANNER_RESHOW_MS));
    setHidden(true);
  };

  return (
    <aside className={styles.bubble} aria-label={t('promoBanner.label')} data-scrolled={scrolled || undefined}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="gift" size={22} />
      </span>
      <button type="button" className={styles.content} onClick={() => openModal({ id: 'sign-up' })}>
        <span className={styles.eyebrow}>{t('promoBanner.eyebrow')}</span>
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
