import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Icon, type IconName } from '../../components/ui/icons';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useGame } from '../session/game-context';
import { FairnessPanel } from './fairness-panel';
import { RecentRounds } from './recent-rounds';
import { RulesPanel } from './rules-panel';
import styles from './top-bar.module.css';
import { useMoney } from './use-money';

type Panel = 'rules' | 'fairness' | 'history';

/** Title, balance and the tools every game shares: rules, fairness, history, sound and (where licensed) turbo. */
export function TopBar({ paytable }: { paytable?: ReactNode }) {
  const { t } = useI18n();
  const { session, balance, sound, motion, setTurbo, topUp } = useGame();
  const { amount } = useMoney();
  const [panel, setPanel] = useState<Panel | undefined>();
  const [soundOn, setSoundOn] = useState(sound.enabled);
  const [announcement, setAnnouncement] = useState('');
  const demo = session.mode === 'demo';
  const close = () => setPanel(undefined);

  const toggleSound = () => {
    sound.setEnabled(!soundOn);
    setSoundOn(!soundOn);
    if (!soundOn) sound.play('click');
  };

  return (
    <header className={styles.bar}>
      <h1 className={styles.title}>
        <span className={styles.name}>{session.game.title}</span>
        {demo && <span className={styles.demo}>{t('app.demo')}</span>}
      </h1>
      <div className={styles.spacer} />
      <div className={styles.balance} aria-live="polite">
        <span className={styles.balanceLabel}>{t('chrome.balance')}</span>
        <span className={styles.balanceValue}>{amount(balance)}</span>
      </div>
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
        <Button
          className={styles.icon}
          aria-pressed={soundOn}
          onClick={toggleSound}
          aria-label={t('chrome.soundOn')}
          title={soundOn ? t('chrome.soundOn') : t('chrome.soundOff')}
        >
          <Icon name={soundOn ? 'soundOn' : 'soundOff'} />
        </Button>
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

function ToolButton({ icon, label, onClick }: { icon: IconName; label: string; onClick: () => void }) {
  return (
    <Button className={styles.icon} onClick={onClick} aria-label={label} title={label}>
      <Icon name={icon} />
      <span className={styles.iconLabel} aria-hidden="true">
        {label}
      </span>
    </Button>
  );
}
