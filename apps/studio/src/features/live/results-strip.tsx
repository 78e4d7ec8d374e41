import { useI18n } from '../../lib/i18n/i18n-context';
import { useLive } from './live-context';
import { shownResults } from './live-state';
import { useResultMarks } from './use-result-marks';
import styles from './live-scene.module.css';

/** The last results, newest first: the current round joins once its outcome is on screen. */
export function ResultsStrip() {
  const { t } = useI18n();
  const live = useLive();
  const markOf = useResultMarks(live.family);
  const results = shownResults(live.state, live.revealed);
  return (
    <div className={styles.strip}>
      <h2 className={styles.stripTitle}>{t('live.lastResults')}</h2>
      {results.length === 0 ? (
        <p className={styles.stripEmpty}>{t('live.noResultsYet')}</p>
      ) : (
        <ol className={styles.marks}>
          {results.map((result, index) => {
            const mark = markOf(result.outcome);
            if (!mark) return null;
            return (
              <li
                key={result.number}
                className={[styles.mark, styles[`tone-${mark.tone}`], index === 0 && styles.latest]
                  .filter(Boolean)
                  .join(' ')}
                aria-label={t('live.resultOfRound', { number: result.number, result: mark.name })}
                title={mark.name}
              >
                {mark.short}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
