import { Button } from '../../components/ui/button';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { MessageKey } from '../../lib/i18n/i18n';
import { postToParent } from '../../lib/parent/parent-messages';
import type { StudioErrorKind } from '../../lib/api/studio-api';
import { useGame } from '../session/game-context';
import styles from './banners.module.css';

type ShownKind = Exclude<StudioErrorKind, 'session-invalid'>;
/** A screen's own message for some kinds of refusal. */
export type ProblemWording = Partial<Record<ShownKind, MessageKey>>;

/**
 * A refused bet or step, said plainly, with the one thing that fixes it (deposit, top up, retry). A screen may word a
 * kind its own way: on a live table "round in progress" means the round already holds the player's bet.
 */
export function ProblemBanner({ wording }: { wording?: ProblemWording }) {
  const { t } = useI18n();
  const { problem, session, topUp } = useGame();
  if (!problem || problem.kind === 'session-invalid') return null;
  const demo = session.mode === 'demo';
  const messages: Record<ShownKind, MessageKey> = {
    'insufficient-funds': demo ? 'error.insufficientDemo' : 'error.insufficientReal',
    'round-in-progress': 'error.roundInProgress',
    'betting-closed': 'error.bettingClosed',
    'cash-out-closed': 'error.cashOutClosed',
    'decision-closed': 'error.decisionClosed',
    'bonus-max-bet': 'error.bonusMaxBet',
    'freespins-unavailable': 'error.freespinsUnavailable',
    limit: 'error.limitReached',
    validation: 'error.validation',
    network: 'error.networkText',
    unexpected: 'error.unexpected',
    ...wording,
  };
  return (
    <div className={styles.problem} role="alert">
      <p>{t(messages[problem.kind])}</p>
      {problem.kind === 'insufficient-funds' && !demo && (
        <Button variant="gold" onClick={() => postToParent({ type: 'studio:deposit' })}>
          {t('error.deposit')}
        </Button>
      )}
      {problem.kind === 'insufficient-funds' && demo && (
        <Button variant="gold" onClick={() => void topUp()}>
          {t('chrome.topUp')}
        </Button>
      )}
    </div>
  );
}
