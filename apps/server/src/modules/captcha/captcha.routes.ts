import { CAPTCHA_CHALLENGE_PATH, captchaChallengeSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_RATE_LIMITS } from '../../plugins/rate-limit';
import type { CaptchaService } from './captcha.service';

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  app.get(
    CAPTCHA_CHALLENGE_PATH,
    {
      config: { rateLimit: AUTH_RATE_LIMITS.lookups },
      schema: {
        tags: ['accounts'],
        summary: 'A proof-of-work captcha challenge (ALTCHA); the settings name this URL as captcha_key',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );
};
