import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useGame } from '../session/game-context';
import { BalanceBox, SoundToggle, ToolButton } from './bar-parts';
import { FairnessPanel } from './fairness-panel';
import { RecentRounds } from './recent-rounds';
import { RulesPanel } from './rules-panel';
import styles from './top-bar.module.css';

type Panel = 'rules' | 'fairness' | 'history';

/** Title, balance and the tools every game shares: rules, fairness, history, sound and (where licensed) turbo. */
export function TopBar({ paytable }: { paytable?: ReactNode }) {
  const { t } = useI18n();
  const { session, motion, setTurbo, topUp } = useGame();
  const [panel, setPanel] = useState<Panel | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const demo = session.mode === 'demo';
  const close = () => setPanel(undefined);

  return (
    <header className={styles.bar}>
      <h1 className={styles.title}>
        <span className={styles.name}>{session.game.title}</span>
        {demo && <span className={styles.demo}>{t('app.demo')}</span>}
      </h1>
      <div className={styles.spacer} />
      <BalanceBox />
      <nav className={styles.tools} aria-label={t('chrome.gameMenu')}>
        {demo && (
          <Button
            variant="gold"
            className={styles.topUp}
            onClick={() => void topUp().then((done) => setAnnouncement(done ? t('chrome.toppedUp') : ''))}
          >
            {t('chrome.topUp')}
          </Button>
        )}
        {session.licence.turbo && (
          <Button
            className={styles.icon}
            aria-pressed={motion.turbo}
            selected={motion.turbo}
            onClick={() => setTurbo(!motion.turbo)}
            aria-label={t('chrome.turbo')}
          >
            <Icon name="bolt" />
            <span className={styles.iconLabel} aria-hidden="true">
              {t('chrome.turbo')}
            </span>
          </Button>
        )}
        <ToolButton icon="info" label={t('chrome.rules')} onClick={() => setPanel('rules')} />
        <ToolButton icon="scale" label={t('chrome.fairness')} onClick={() => setPanel('fairness')} />
        <ToolButton icon="history" label={t('chrome.history')} onClick={() => setPanel('history')} />
        <SoundToggle />
      </nav>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      <RulesPanel open={panel === 'rules'} onClose={close} paytable={paytable} />
      <FairnessPanel open={panel === 'fairness'} onClose={close} />
      <RecentRounds open={panel === 'history'} onClose={close} />
    </header>
  );
}
