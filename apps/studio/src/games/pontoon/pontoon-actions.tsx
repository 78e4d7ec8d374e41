import type { StudioRound } from '@casino/contracts';
import { Button } from '../../components/ui/button';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import styles from '../blackjack/blackjack.module.css';
import { PONTOON_ACTIONS, type PontoonAction } from './pontoon-view';
import own from './pontoon.module.css';

type PontoonActionsProps = {
  readonly actions: readonly string[];
  readonly revealFor: (next: StudioRound) => number;
};

const VARIANT: Record<PontoonAction, 'primary' | 'gold' | 'success'> = {
  twist: 'primary',
  buy: 'gold',
  stick: 'success',
};

/**
 * Twist, buy and stick as the server allows them now: a move the rules forbid (stick below 15, buy after a twist or
 * for a fifth card) is shown disabled, never hidden, and its hint says why.
 */
export function PontoonActions({ actions, revealFor }: PontoonActionsProps) {
  const { t } = useI18n();
  const { busy, revealed, act } = useGame();
  const waiting = busy || !revealed;
  return (
    <div className={`${styles.actions} ${own.threeMoves}`}>
      {PONTOON_ACTIONS.map((action) => (
        <Button
          key={action}
          variant={VARIANT[action]}
          disabled={waiting || !actions.includes(action)}
          title={actions.includes(action) ? undefined : t(`pontoon.why.${action}`)}
          onClick={() => void act(action, {}, revealFor)}
        >
          {t(`pontoon.${action}`)}
        </Button>
      ))}
    </div>
  );
}
