import type { ReactNode, Ref } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import { CountdownRing } from './countdown-ring';
import { useLive } from './live-context';
import { PhaseBanner } from './phase-banner';
import { Dealer, StudioBackdrop } from './studio-backdrop';
import styles from './live-scene.module.css';

/**
 * The studio as the player sees it: the back wall and the dealer, the table top with the family's device on it
 * (the wheel, the cards, the shaker), the broadcast's overlays (live, round and players at the top left, where the
 * dealer's call cannot cover them; the countdown at the top right) and the dealer's call at the bottom. A crash table
 * has no dealer: its device is the sky the rocket climbs, edge to edge.
 */
export function StudioScene({ device, sceneRef }: { device: ReactNode; sceneRef?: Ref<HTMLDivElement> }) {
  const { t } = useI18n();
  const live = useLive();
  const { round, players } = live.state;
  return (
    <div ref={sceneRef} className={`${styles.scene} ${styles[`felt-${live.family}`]}`}>
      {live.family !== 'crash' && (
        <>
          <StudioBackdrop className={styles.backdrop} />
          <Dealer className={styles.dealer} />
          <div className={styles.tableTop} aria-hidden="true" />
        </>
      )}
      <div className={styles.device}>{device}</div>
      <div className={styles.hudTop}>
        <span
          className={[styles.onAir, live.connection !== 'live' && styles.offAir].filter(Boolean).join(' ')}
          role="status"
        >
          <span className={styles.onAirDot} aria-hidden="true" />
          {live.connection === 'live'
            ? t('live.badge')
            : live.connection === 'polling'
              ? t('live.reconnecting')
              : t('live.connecting')}
        </span>
        <span className={styles.hudChip}>{t('live.roundNumber', { number: round.number })}</span>
        <span className={styles.hudPlayers}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10c0-3.9 3.1-7 7-7s7 3.1 7 7M17 11a3 3 0 1 0 0-6m2.5 16c0-2.6-1-4.8-2.5-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {t('live.players', { count: players })}
        </span>
      </div>
      <div className={styles.hudRing}>
        <CountdownRing />
      </div>
      <div className={styles.banner}>
        <PhaseBanner />
      </div>
    </div>
  );
}
