import type { SurveyRating } from '@casino/contracts';
import { SURVEY_RATINGS } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { visuallyHiddenClassName } from '../../../components/ui/visually-hidden';
import styles from './survey-card.module.css';

type RatingStarsProps = {
  value: SurveyRating | null;
  onChange: (rating: SurveyRating) => void;
  /** Id of the error that belongs to the group, if one is showing. */
  errorId?: string;
};

/**
 * Five stars as a native radio group: arrow keys move and choose, Tab leaves, and a screen reader hears "4 of 5:
 * Very good". The stars up to the choice (or up to the hovered one) light up.
 */
export function RatingStars({ value, onChange, errorId }: RatingStarsProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.rating} aria-describedby={errorId}>
      <legend className={visuallyHiddenClassName}>{t('survey.ratingLegend')}</legend>
      <div className={styles.stars}>
        {SURVEY_RATINGS.map((rating) => (
          <label key={rating} className={styles.star} data-on={value !== null && rating <= value ? '' : undefined}>
            <input
              className={visuallyHiddenClassName}
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={t('survey.ratingOption', { rating, meaning: t(`survey.ratings.${rating}`) })}
            />
            <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true">
              <path d="m12 3.2 2.7 5.5 6 .9-4.35 4.25 1.03 6-5.38-2.83-5.38 2.83 1.03-6L3.3 9.6l6-.9z" />
            </svg>
          </label>
        ))}
      </div>
      {value === null ? null : (
        <p className={styles.meaning} aria-hidden="true">
          {t(`survey.ratings.${value}`)}
        </p>
      )}
    </fieldset>
  );
}
