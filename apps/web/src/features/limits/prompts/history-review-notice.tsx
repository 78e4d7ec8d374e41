import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { readPlayerMark, writePlayerMark } from '../../../lib/storage/player-marks';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import { historyReviewState } from './history-review';
import styles from './prompts.module.css';

/**
 * RTS 12: every six months, a quiet notice inviting the player to look over their games and payments. Following a
 * link or "Done" counts as the review and starts the next six months, for this player in this browser.
 */
export function HistoryReviewNotice({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [state, setState] = useState(() =>
    historyReviewState(readPlayerMark(STORAGE_KEYS.historyReview, playerId), Date.now()),
  );

  useEffect(() => {
    if (state === 'start') writePlayerMark(STORAGE_KEYS.historyReview, playerId, new Date().toISOString());
  }, [state, playerId]);

  if (state !== 'due') return null;
  const reviewed = () => {
    writePlayerMark(STORAGE_KEYS.historyReview, playerId, new Date().toISOString());
    setState('wait');
  };
  return (
    <aside className={styles.notice} aria-labelledby="history-review-title" data-history-review>
      <Icon name="clock" size={20} />
      <div className={styles.text}>
        <h2 id="history-review-title" className={styles.title}>
          {t('limits.prompts.historyTitle')}
        </h2>
        <p>{t('limits.prompts.historyText')}</p>
      </div>
      <div className={styles.actions}>
        <Link
          className={buttonClassName({ size: 'sm', variant: 'secondary' })}
          to={localize('/profile/games-history')}
          onClick={reviewed}
        >
          {t('limits.prompts.historyGames')}
        </Link>
        <Link
          className={buttonClassName({ size: 'sm', variant: 'secondary' })}
          to={localize('/dashboard')}
          onClick={reviewed}
        >
          {t('limits.prompts.historyPayments')}
        </Link>
        <Button size="sm" variant="ghost" onClick={reviewed}>
          {t('limits.prompts.historyDone')}
        </Button>
      </div>
    </aside>
  );
}
