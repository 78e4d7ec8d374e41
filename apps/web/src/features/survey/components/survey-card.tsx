import type { SurveyConfig, SurveyRating } from '@casino/contracts';
import { SURVEY_COMMENT_MAX_LENGTH } from '@casino/contracts';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { IconButton } from '../../../components/ui/icon-button';
import { sendSurveyAnswer, type SurveySendOutcome } from '../api/send-survey-answer';
import { RatingStars } from './rating-stars';
import styles from './survey-card.module.css';

type Stage = 'asking' | 'sending' | 'thanks' | 'already-answered' | 'closed';
type Problem = 'ratingRequired' | 'network' | 'generic';

const STAGE_AFTER: Record<SurveySendOutcome, Stage> = {
  sent: 'thanks',
  'already-answered': 'already-answered',
  closed: 'closed',
  network: 'asking',
  failed: 'asking',
};

/** The counter appears once a comment gets long enough that the limit matters. */
const COUNTER_FROM = SURVEY_COMMENT_MAX_LENGTH - 200;

/**
 * The survey card: a non-modal dialog in the bottom corner. It never takes focus when it appears (the player was
 * away, or busy elsewhere); Escape or "Not now" waves it away for good.
 */
export function SurveyCard({ survey, onClose }: { survey: SurveyConfig; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [rating, setRating] = useState<SurveyRating | null>(null);
  const [comment, setComment] = useState('');
  const [stage, setStage] = useState<Stage>('asking');
  const [problem, setProblem] = useState<Problem | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const done = stage === 'thanks' || stage === 'already-answered' || stage === 'closed';

  // The Send button the player pressed is gone: focus goes to the button that closes the card.
  useEffect(() => {
    if (done) closeRef.current?.focus();
  }, [done]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stage === 'sending') return;
    if (rating === null) return setProblem('ratingRequired');
    setProblem(null);
    setStage('sending');
    const outcome = await sendSurveyAnswer({
      survey_id: survey.survey_id,
      collector_id: survey.survey_collector_id,
      rating,
      comment: comment.trim() || undefined,
    });
    setStage(STAGE_AFTER[outcome]);
    if (outcome === 'network') setProblem('network');
    if (outcome === 'failed') setProblem('generic');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && stage !== 'sending') onClose();
  };

  return (
    <section
      className={styles.card}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={onKeyDown}
      data-survey-card
    >
      <div className={styles.top}>
        <span className={styles.eyebrow}>
          <Icon name={done ? 'check' : 'sparkles'} size={14} />
          {t('survey.label')}
        </span>
        {done ? null : <IconButton icon="close" size="sm" plain label={t('survey.close')} onClick={onClose} />}
      </div>
      {done ? (
        <>
          <h2 id={`${id}-title`} className={styles.title}>
            {stage === 'closed' ? t('survey.title') : t('survey.thanksTitle')}
          </h2>
          <p id={`${id}-text`} className={styles.text}>
            {stage === 'thanks' ? t('survey.thanksText') : null}
            {stage === 'already-answered' ? t('survey.alreadyAnswered') : null}
            {stage === 'closed' ? t('survey.errors.closed') : null}
          </p>
          <div className={styles.actions}>
            <button
              ref={closeRef}
              type="button"
              className={buttonClassName({ size: 'sm', variant: 'secondary' })}
              onClick={onClose}
            >
              {t('survey.close')}
            </button>
          </div>
        </>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <h2 id={`${id}-title`} className={styles.title}>
            {t('survey.title')}
          </h2>
          <p id={`${id}-text`} className={styles.text}>
            {t('survey.intro')}
          </p>
          <RatingStars
            value={rating}
            onChange={(next) => {
              setRating(next);
              if (problem === 'ratingRequired') setProblem(null);
            }}
            errorId={problem === 'ratingRequired' ? `${id}-problem` : undefined}
          />
          {rating === null ? null : (
            <div className={styles.comment}>
              <label className={styles.commentLabel} htmlFor={`${id}-comment`}>
                {t('survey.commentLabel')} <span className={styles.optional}>{t('fields.optional')}</span>
              </label>
              <textarea
                id={`${id}-comment`}
                className={styles.textarea}
                rows={3}
                maxLength={SURVEY_COMMENT_MAX_LENGTH}
                placeholder={t('survey.commentPlaceholder')}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                aria-describedby={comment.length >= COUNTER_FROM ? `${id}-count` : undefined}
              />
              {comment.length >= COUNTER_FROM ? (
                <p id={`${id}-count`} className={styles.counter}>
                  {t('survey.commentCount', { count: comment.length, max: SURVEY_COMMENT_MAX_LENGTH })}
                </p>
              ) : null}
            </div>
          )}
          {problem ? (
            <p id={`${id}-problem`} className={styles.problem} role="alert">
              <Icon name="alert" size={16} />
              {t(`survey.errors.${problem}`)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" size="sm" disabled={stage === 'sending'} aria-busy={stage === 'sending'}>
              {stage === 'sending' ? t('survey.sending') : t('survey.send')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onClose} disabled={stage === 'sending'}>
              {t('survey.notNow')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
