import type { BonusStage } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import styles from './gifts.module.css';

/** The colour a stage reads in: done is good news, waiting wants the player, wagering runs, the rest ended. */
const TONE: Record<BonusStage, 'pending' | 'running' | 'positive' | 'ended' | 'neutral'> = {
  issued: 'pending',
  wait: 'running',
  handle_bets: 'running',
  wager_done: 'positive',
  lost: 'ended',
  canceled: 'neutral',
  expired: 'neutral',
};

export function StageBadge({ stage }: { stage: BonusStage }) {
  const { t } = useTranslation();
  const tone = TONE[stage];
  return (
    <span className={tone === 'neutral' ? styles.stage : `${styles.stage} ${styles[tone]}`} data-stage={stage}>
      {t(`gifts.stages.${stage}`)}
    </span>
  );
}
