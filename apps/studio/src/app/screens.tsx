import { Button } from '../components/ui/button';
import type { Translate } from '../lib/i18n/i18n';
import styles from './screens.module.css';

/** The shape of the game screen while the session loads, so nothing jumps when it arrives. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label}>
      <div className={styles.block} />
      <div className={styles.skeletonBody}>
        <div className={styles.block} />
        <div className={styles.block} />
      </div>
    </div>
  );
}

export function SessionEndedScreen({ t }: { t: Translate }) {
  return (
    <div className={styles.screen}>
      <div className={styles.card} role="alert">
        <div className={styles.emblem} aria-hidden="true">
          ⏻
        </div>
        <h1 className={styles.title}>{t('error.sessionTitle')}</h1>
        <p className={styles.text}>{t('error.sessionText')}</p>
      </div>
    </div>
  );
}

export function NetworkErrorScreen({ t, onRetry }: { t: Translate; onRetry: () => void }) {
  return (
    <div className={styles.screen}>
      <div className={styles.card} role="alert">
        <div className={styles.emblem} aria-hidden="true">
          ⚡
        </div>
        <h1 className={styles.title}>{t('error.networkTitle')}</h1>
        <p className={styles.text}>{t('error.networkText')}</p>
        <Button variant="primary" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      </div>
    </div>
  );
}

export function ComingSoonScreen({ t, title }: { t: Translate; title: string }) {
  return (
    <div className={styles.screen}>
      <div className={styles.card}>
        <div className={styles.emblem} aria-hidden="true">
          ✦
        </div>
        <h1 className={styles.title}>{t('app.comingSoonTitle')}</h1>
        <p className={styles.text}>{t('app.comingSoonText', { title })}</p>
      </div>
    </div>
  );
}
