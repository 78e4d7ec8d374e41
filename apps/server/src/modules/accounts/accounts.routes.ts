import {
  calendarDateOf,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  confirmationQuerySchema,
  confirmationResponseSchema,
  emailWithCaptchaRequestSchema,
  passwordChangeRequestSchema,
  passwordResetRequestSchema,
  registrationRequestSchema,
  signInRequestSchema,
  userProfileSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { AUTH_RATE_LIMITS } from '../../plugins/rate-limit';
import { signedIn } from '../../plugins/session';
import type { GeoOptions } from '../geo';
import type { ConfirmationService } from './confirmation.service';
import type { PasswordService } from './password.service';
import type { RegistrationService } from './registration.service';
import type { SignInService } from './sign-in.service';
import { visitorOf } from '../users';

type Options = {
  registration: RegistrationService;
  signIn: SignInService;
  passwords: PasswordService;
  confirmations: ConfirmationService;
  clock: Clock;
  geo: GeoOptions;
  /** Base of the links in account e-mails: from configuration only (`mailLinkBaseUrl`), never the request's Host. */
  mailBaseUrl: string;
};

const tags = ['accounts'];
const noContent = { 204: z.null().describe('Done') };

export const accountsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { registration, signIn, passwords, confirmations, clock, geo, mailBaseUrl } = options;
  const today = () => calendarDateOf(clock());

  app.post(
    '/api/users',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.registration },
      schema: {
        tags,
        summary: 'Register: creates the player and their wallet, signs them in, sends the confirmation e-mail',
        body: registrationRequestSchema({ today }),
        response: { 201: userProfileSchema },
      },
    },
    async (request, reply) => {
      const { profile, session } = await registration.register(request.body.user, visitorOf(request, geo), {
        replacingSession: request.sessionToken(),
        baseUrl: mailBaseUrl,
      });
      reply.setSessionCookie(session);
      return reply.status(201).send(profile);
    },
  );

  app.post(
    '/check-email',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.lookups },
      schema: {
        tags,
        summary: 'Whether an e-mail address can still be registered',
        body: checkEmailRequestSchema,
        response: { 200: checkEmailResponseSchema },
      },
    },
    async (request) => ({ available: await registration.isEmailAvailable(request.body.email) }),
  );

  app.post(
    '/api/users/sign_in',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.signIn },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (and otp_attempt when two-factor is on)',
        body: signInRequestSchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request, reply) => {
      const { profile, session } = await signIn.signIn(
        request.body.user,
        visitorOf(request, geo),
        request.sessionToken(),
      );
      reply.setSessionCookie(session);
      return profile;
    },
  );

  app.delete(
    '/api/users/sign_out',
    { schema: { tags, summary: 'Sign out: ends the session and clears its cookie', response: noContent } },
    async (request, reply) => {
      const session = await request.currentSession();
      await signIn.signOut(request.sessionToken(), session?.userId ?? null, visitorOf(request, geo));
      reply.clearSessionCookie();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/password',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.emailLinks },
      schema: {
        tags,
        summary: 'Password reminder: e-mails a reset link (same answer for unknown addresses)',
        body: emailWithCaptchaRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { email, captcha } = request.body.user;
      await passwords.remind(email, captcha, visitorOf(request, geo), mailBaseUrl);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/users/password',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.tokenUse },
      schema: {
        tags,
        summary: "Set a new password with the reminder e-mail's token; every session of the account ends",
        body: passwordResetRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { reset_password_token: token, password } = request.body.user;
      await passwords.reset(token, password, visitorOf(request, geo));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/confirmation',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.tokenUse },
      schema: {
        tags,
        summary: "Confirm the e-mail address with the confirmation e-mail's token",
        querystring: confirmationQuerySchema,
        response: { 200: confirmationResponseSchema },
      },
    },
    async (request) => confirmations.confirm(request.query.confirmation_token, visitorOf(request, geo)),
  );

  app.post(
    '/api/users/confirmation',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.emailLinks },
      schema: {
        tags,
        summary: 'Send the confirmation e-mail again (the same 204 for unknown and already confirmed addresses)',
        body: emailWithCaptchaRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { email, captcha } = request.body.user;
      await confirmations.resend(email, captcha, visitorOf(request, geo), mailBaseUrl);
      return reply.status(204).send(null);
    },
  );
};

/** Password change for a signed-in player: `PUT /api/player/password`. */
export const passwordChangeRoutes: FastifyPluginAsyncZod<{ passwords: PasswordService; geo: GeoOptions }> = async (
  app,
  { passwords, geo },
) => {
  app.put(
    '/api/player/password',
    {
      onRequest: signedIn,
      config: { rateLimit: AUTH_RATE_LIMITS.passwordChange },
      schema: {
        tags,
        summary: 'Change the password (current password required); other sessions end, this one is renewed',
        body: passwordChangeRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const session = await request.requireUser();
      const issued = await passwords.change(session, request.body.user, visitorOf(request, geo));
      reply.setSessionCookie(issued);
      return reply.status(204).send(null);
    },
  );
};
