import { z } from 'zod';

/**
 * The `survey-config` document (platform-core §3): which survey is running, under which collector, and whether the
 * widget may show at all. The survey is our own, so the ids are free-form names the operator picks; a new
 * `survey_id` asks every player again.
 */
export const surveyConfigSchema = z.object({
  survey_id: z.string().max(100),
  survey_collector_id: z.string().max(100),
  is_enable_widget: z.boolean(),
});
export type SurveyConfig = z.infer<typeof surveyConfigSchema>;

export const SURVEY_RATINGS = [1, 2, 3, 4, 5] as const;
export type SurveyRating = (typeof SURVEY_RATINGS)[number];
export const SURVEY_COMMENT_MAX_LENGTH = 1_000;

/** `POST /api/surveys/responses`: one answer of the signed-in player. */
export const surveyAnswerRequestSchema = z
  .object({
    survey_id: z.string().min(1).max(100),
    collector_id: z.string().min(1).max(100),
    rating: z.number().int().min(1).max(5),
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

/** Operator read-out of one survey: how many answered and how the ratings spread. */
export const surveySummarySchema = z.object({
  survey_id: z.string(),
  responses: z.number().int(),
  average_rating: z.number().nullable(),
  ratings: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;
