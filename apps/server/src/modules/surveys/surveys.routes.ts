import { surveyAnswerRequestSchema, surveyAnswerSchema, surveyIdSchema, surveySummarySchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/session';
import type { SurveysService } from './surveys.service';

const tags = ['surveys'];

export const surveysRoutes: FastifyPluginAsyncZod<{ surveys: SurveysService }> = async (app, { surveys }) => {
  app.post(
    '/api/surveys/responses',
    {
      onRequest: signedIn,
      // A rating and a comment of at most 1,000 characters (up to 4 bytes each in UTF-8) fit easily.
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: "The signed-in player's answer to the running satisfaction survey (once per survey)",
        body: surveyAnswerRequestSchema,
        response: { 201: surveyAnswerSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      return reply.status(201).send(await surveys.answer(userId, request.body));
    },
  );
};

/** Operator API: how one survey was answered. Registered under the admin guard. */
export const surveysAdminRoutes: FastifyPluginAsyncZod<{ surveys: SurveysService }> = async (app, { surveys }) => {
  app.get(
    '/api/admin/surveys/:survey_id/summary',
    {
      schema: {
        tags: ['operator'],
        summary: 'Number of answers and the spread of ratings of one survey',
        security: [{ operatorToken: [] }],
        params: z.object({ survey_id: surveyIdSchema }),
        response: { 200: surveySummarySchema },
      },
    },
    async (request) => surveys.summary(request.params.survey_id),
  );
};
