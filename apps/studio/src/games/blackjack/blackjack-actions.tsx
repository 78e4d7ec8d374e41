import type { StudioRound } from '@casino/contracts';
import { Button } from '../../components/ui/button';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { insuranceDetails, PLAY_ACTIONS, type BlackjackView } from './blackjack-view';
import styles from './blackjack.module.css';

type BlackjackActionsProps = {
  readonly actions: readonly string[];
  readonly phase: BlackjackView['phase'];
  readonly revealFor: (next: StudioRound) => number;
};

/** The moves the server allows now, and nothing else: a button the rules forbid is shown disabled, never hidden. */
export function BlackjackActions({ actions, phase, revealFor }: BlackjackActionsProps) {
  const { t } = useI18n();
  const { busy, revealed, act } = useGame();
  const waiting = busy || !revealed;
  if (phase === 'insurance') {
    return (
      <div className={styles.actions}>
        <p className={styles.prompt}>{t('blackjack.insuranceQuestion')}</p>
        <Button disabled={waiting} onClick={() => void act('insurance', insuranceDetails(false), revealFor)}>
          {t('blackjack.insuranceNo')}
        </Button>
        <Button
          variant="gold"
          disabled={waiting}
          onClick={() => void act('insurance', insuranceDetails(true), revealFor)}
        >
          {t('blackjack.insuranceYes')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      {PLAY_ACTIONS.map((action) => (
        <Button
          key={action}
          variant={action === 'stand' ? 'success' : action === 'hit' ? 'primary' : 'default'}
          disabled={waiting || !actions.includes(action)}
          onClick={() => void act(action, {}, revealFor)}
        >
          {t(`blackjack.${action}`)}
        </Button>
      ))}
    </div>
  );
}
