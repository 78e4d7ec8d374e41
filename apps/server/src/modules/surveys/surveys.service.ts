import type { SurveyAnswer, SurveyAnswerRequest, SurveyRating, SurveySummary } from '@casino/contracts';
import { SURVEY_RATINGS, surveyConfigSchema } from '@casino/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FeConfigService } from '../fe-config';
import { countRatings, insertSurveyResponse } from './surveys.repository';

export type SurveysService = ReturnType<typeof createSurveysService>;

/**
 * Our own satisfaction survey, in place of the spec's third-party widget: the running survey is whatever the
 * operator's `survey-config` document names, and a player answers it once.
 */
export function createSurveysService({
  db,
  clock,
  feConfig,
}: {
  db: Database;
  clock: Clock;
  feConfig: FeConfigService;
}) {
  return {
    async answer(userId: number, answer: SurveyAnswerRequest): Promise<SurveyAnswer> {
      // Read on every answer (a cheap primary-key lookup), so switching the survey off takes effect at once.
      const config = surveyConfigSchema.safeParse(await feConfig.get('survey-config'));
      if (!config.success || !config.data.is_enable_widget) {
        throw new AppError('SURVEY_CLOSED', 'The survey is closed');
      }
      if (answer.survey_id !== config.data.survey_id || answer.collector_id !== config.data.survey_collector_id) {
        throw new AppError('SURVEY_NOT_FOUND', `Survey "${answer.survey_id}" is not running`);
      }

      const comment = answer.comment?.trim() || null;
      const stored = await db.transaction((tx) =>
        insertSurveyResponse(tx, {
          userId,
          surveyId: answer.survey_id,
          collectorId: answer.collector_id,
          rating: answer.rating,
          comment,
          createdAt: clock(),
        }),
      );
      // The first answer stands: a second one would let a single player move the average.
      if (!stored) throw new AppError('SURVEY_ALREADY_ANSWERED', 'You have already answered this survey');
      return {
        survey_id: stored.surveyId,
        rating: stored.rating,
        comment: stored.comment,
        created_at: stored.createdAt.toISOString(),
      };
    },

    async summary(surveyId: string): Promise<SurveySummary> {
      const ratings = Object.fromEntries(SURVEY_RATINGS.map((rating) => [rating, 0])) as SurveySummary['ratings'];
      let responses = 0;
      let total = 0;
      // The table's check constraint keeps every stored rating on the scale.
      for (const row of await countRatings(db, surveyId)) {
        ratings[row.rating as SurveyRating] = row.answers;
        responses += row.answers;
        total += row.rating * row.answers;
      }
      return {
        survey_id: surveyId,
        responses,
        average_rating: responses === 0 ? null : Math.round((total / responses) * 100) / 100,
        ratings,
      };
    },
  };
}
