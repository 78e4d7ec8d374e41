import { z } from 'zod';

/** A survey or collector id: a free-form name the operator picks. */
export const surveyIdSchema = z.string().min(1).max(100);

/**
 * The `survey-config` document (platform-core §3): which survey is running, under which collector, and whether the
 * widget may show at all. The survey is our own, so the ids are free-form names the operator picks; a new
 * `survey_id` asks every player again.
 */
export const surveyConfigSchema = z.object({
  // Empty ids leave the widget without a survey to show.
  survey_id: surveyIdSchema.or(z.literal('')),
  survey_collector_id: surveyIdSchema.or(z.literal('')),
  is_enable_widget: z.boolean(),
});
export type SurveyConfig = z.infer<typeof surveyConfigSchema>;

export const SURVEY_RATINGS = [1, 2, 3, 4, 5] as const;
export type SurveyRating = (typeof SURVEY_RATINGS)[number];
export const SURVEY_RATING_MIN = Math.min(...SURVEY_RATINGS);
export const SURVEY_RATING_MAX = Math.max(...SURVEY_RATINGS);
export const SURVEY_COMMENT_MAX_LENGTH = 1_000;

/** `POST /api/surveys/responses`: one answer of the signed-in player. */
export const surveyAnswerRequestSchema = z
  .object({
    survey_id: surveyIdSchema,
    collector_id: surveyIdSchema,
    rating: z.number().int().min(SURVEY_RATING_MIN).max(SURVEY_RATING_MAX),
    comment: z.string().max(SURVEY_COMMENT_MAX_LENGTH).nullish(),
  })
  .strict();
export type SurveyAnswerRequest = z.infer<typeof surveyAnswerRequestSchema>;

export const surveyAnswerSchema = z.object({
  survey_id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/** One count per rating, every rating present. */
const ratingCountsShape = Object.fromEntries(SURVEY_RATINGS.map((rating) => [rating, z.number().int()])) as Record<
  SurveyRating,
  z.ZodNumber
>;

/** Operator read-out of one survey: how many answered and how the ratings spread. */
export const surveySummarySchema = z.object({
  survey_id: z.string(),
  responses: z.number().int(),
  average_rating: z.number().nullable(),
  ratings: z.object(ratingCountsShape),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;
