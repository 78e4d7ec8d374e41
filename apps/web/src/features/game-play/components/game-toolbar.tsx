import type { GameMode } from '@casino/contracts';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icon';
import { openModal } from '../../../lib/modals/modal-store';
import type { Fullscreen } from '../hooks/use-fullscreen';
import { useLeaveGame } from '../hooks/use-leave-game';
import styles from './game-player.module.css';

type GameToolbarProps = {
  mode: GameMode;
  hasDemo: boolean;
  signedIn: boolean;
  fullscreen: Fullscreen;
  onInfo: () => void;
};

/** Arrow keys move along the toolbar, as the ARIA toolbar pattern has it; Tab still reaches every control. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  buttons[(index + step + buttons.length) % buttons.length]?.focus();
}

export function GameToolbar({ mode, hasDemo, signedIn, fullscreen, onInfo }: GameToolbarProps) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();

  const switchTo = (next: GameMode) => {
    if (next === mode) return;
    // Real money needs an account: a guest is offered registration, and the page stays in demo meanwhile.
    if (next === 'real' && !signedIn) {
      openModal({ id: 'sign-up' });
      return;
    }
    setSearchParams({ mode: next }, { replace: true });
  };

  const close = useLeaveGame();

  return (
    <div role="toolbar" aria-label={t('play.toolbar')} className={styles.toolbar} onKeyDown={moveFocus}>
      {hasDemo ? (
        <div role="group" aria-label={t('play.modeLabel')} className={styles.modes}>
          {(['real', 'demo'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.mode}
              aria-pressed={mode === option}
              onClick={() => switchTo(option)}
            >
              {option === 'real' ? t('play.modeReal') : t('play.modeDemo')}
            </button>
          ))}
        </div>
      ) : null}
      <ToolButton icon="info" label={t('play.info')} onClick={onInfo} />
      <ToolButton
        icon={fullscreen.active ? 'shrink' : 'expand'}
        label={t('play.fullscreen')}
        pressed={fullscreen.active}
        onClick={fullscreen.toggle}
      />
      {signedIn ? (
        <button type="button" className={styles.deposit} onClick={() => openModal({ id: 'deposit' })}>
          <Icon name="plus" size={16} />
          <span className={styles.depositText}>{t('cashbox.deposit')}</span>
        </button>
      ) : null}
      <ToolButton icon="close" label={t('play.close')} onClick={close} />
    </div>
  );
}

type ToolButtonProps = { icon: IconName; label: string; pressed?: boolean; onClick: () => void };

function ToolButton({ icon, label, pressed, onClick }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <Icon name={icon} size={18} />
    </button>
  );
}
