import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Icon, type IconName } from '../../components/ui/icons';
import { useI18n } from '../../lib/i18n/i18n-context';
import { RulesPanel } from '../chrome/rules-panel';
import { useMoney } from '../chrome/use-money';
import { useGame } from '../session/game-context';
import panelStyles from '../chrome/panels.module.css';
import barStyles from '../chrome/top-bar.module.css';
import styles from './live-layout.module.css';

type Panel = 'rules' | 'fairness';

/**
 * The live table's bar: title, balance, rules, how live rounds are proven fair, and sound. No turbo (the table's
 * clock is everyone's) and no seed controls (a live round's seeds are the table's, not the player's).
 */
export function LiveTopBar({ paytable }: { paytable?: ReactNode }) {
  const { t } = useI18n();
  const { session, balance, sound } = useGame();
  const { amount } = useMoney();
  const [panel, setPanel] = useState<Panel | undefined>();
  const [soundOn, setSoundOn] = useState(sound.enabled);
  const close = () => setPanel(undefined);
  const toggleSound = () => {
    sound.setEnabled(!soundOn);
    setSoundOn(!soundOn);
    if (!soundOn) sound.play('click');
  };

  return (
    <header className={barStyles.bar}>
      <h1 className={barStyles.title}>
        <span className={styles.liveTag}>{t('live.badge')}</span>
        <span className={styles.titleText}>{session.game.title}</span>
      </h1>
      <div className={barStyles.spacer} />
      <div className={barStyles.balance} aria-live="polite">
        <span className={barStyles.balanceLabel}>{t('chrome.balance')}</span>
        <span className={barStyles.balanceValue}>{amount(balance)}</span>
      </div>
      <nav className={barStyles.tools} aria-label={t('chrome.gameMenu')}>
        <ToolButton icon="info" label={t('chrome.rules')} onClick={() => setPanel('rules')} />
        <ToolButton icon="scale" label={t('chrome.fairness')} onClick={() => setPanel('fairness')} />
        <Button
          className={barStyles.icon}
          aria-pressed={soundOn}
          onClick={toggleSound}
          aria-label={t('chrome.soundOn')}
          title={soundOn ? t('chrome.soundOn') : t('chrome.soundOff')}
        >
          <Icon name={soundOn ? 'soundOn' : 'soundOff'} />
        </Button>
      </nav>
      <RulesPanel open={panel === 'rules'} onClose={close} paytable={paytable} note={t('live.rules')} />
      <Dialog open={panel === 'fairness'} title={t('fairness.title')} onClose={close}>
        <div className={panelStyles.section}>
          <p className={panelStyles.text}>{t('live.fairnessIntro')}</p>
          <p className={panelStyles.text}>{t('live.fairnessHow')}</p>
        </div>
        <div className={panelStyles.section}>
          <a className={panelStyles.link} href="/provably-fair" target="_top">
            {t('fairness.verifyLink')}
          </a>
        </div>
      </Dialog>
    </header>
  );
}

function ToolButton({ icon, label, onClick }: { icon: IconName; label: string; onClick: () => void }) {
  return (
    <Button className={barStyles.icon} onClick={onClick} aria-label={label} title={label}>
      <Icon name={icon} />
      <span className={barStyles.iconLabel} aria-hidden="true">
        {label}
      </span>
    </Button>
  );
}
