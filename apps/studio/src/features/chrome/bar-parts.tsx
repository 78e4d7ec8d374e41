import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Icon, type IconName } from '../../components/ui/icons';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useGame } from '../session/game-context';
import styles from './top-bar.module.css';
import { useMoney } from './use-money';

/** The pieces every game's bar shares (the studio's and the live tables'), so they look and speak alike. */

export function BalanceBox() {
  const { t } = useI18n();
  const { balance } = useGame();
  const { amount } = useMoney();
  return (
    <div className={styles.balance} aria-live="polite">
      <span className={styles.balanceLabel}>{t('chrome.balance')}</span>
      <span className={styles.balanceValue}>{amount(balance)}</span>
    </div>
  );
}

/** An icon button whose label shows beside the icon on wide screens and is its accessible name everywhere. */
export function ToolButton({ icon, label, onClick }: { icon: IconName; label: string; onClick: () => void }) {
  return (
    <Button className={styles.icon} onClick={onClick} aria-label={label} title={label}>
      <Icon name={icon} />
      <span className={styles.iconLabel} aria-hidden="true">
        {label}
      </span>
    </Button>
  );
}

/** Sound on or off for the game's synthesised effects; a click confirms it is back on. */
export function SoundToggle() {
  const { t } = useI18n();
  const { sound } = useGame();
  const [soundOn, setSoundOn] = useState(sound.enabled);
  const toggle = () => {
    sound.setEnabled(!soundOn);
    setSoundOn(!soundOn);
    if (!soundOn) sound.play('click');
  };
  return (
    <Button
      className={styles.icon}
      aria-pressed={soundOn}
      onClick={toggle}
      aria-label={t('chrome.soundOn')}
      title={soundOn ? t('chrome.soundOn') : t('chrome.soundOff')}
    >
      <Icon name={soundOn ? 'soundOn' : 'soundOff'} />
    </Button>
  );
}
