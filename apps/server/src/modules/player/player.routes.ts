import {
  addGroupsRequestSchema,
  bonusSettingsRequestSchema,
  CAPTCHA_CHALLENGE_PATH,
  calendarDateOf,
  currentIpSchema,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  playerGroupsSchema,
  playerSettingsSchema,
  profileUpdateRequestSchema,
  restoreIdSchema,
  setBonusCodeRequestSchema,
  setRestoreIdRequestSchema,
  subscriptionsSchema,
  subscriptionsUpdateSchema,
  updateLocaleRequestSchema,
  userProfileSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock';
import { siteUrl } from '../../lib/site-url';
import { signedIn } from '../../plugins/session';
import { visitorOf } from '../users';
import type { GeoOptions } from '../geo';
import { visitorCountry, visitorCountryKnown } from '../geo';
import type { ProfileService } from './profile.service';

type Options = {
  geo: GeoOptions;
  publicUrl: string | undefined;
  profiles: ProfileService;
  clock: Clock;
};

const tags = ['player'];

export const playerRoutes: FastifyPluginAsyncZod<Options> = async (app, { geo, publicUrl, profiles, clock }) => {
  const today = () => calendarDateOf(clock());

  app.get(
    '/api/current_ip',
    { schema: { tags, summary: "The caller's address and country", response: { 200: currentIpSchema } } },
    async (request) => ({
      ip: request.ip,
      country_code: visitorCountry(request, geo),
      country_known: visitorCountryKnown(request, geo),
    }),
  );

  app.get(
    '/api/player/settings',
    {
      schema: {
        tags,
        summary: 'Client settings: realtime connection, captcha key, currency, locale',
        response: { 200: playerSettingsSchema },
      },
    },
    async (request) => {
      const session = await request.currentSession();
      const player = session ? await profiles.preferences(session.userId) : null;
      return {
        cent: await app.realtime.connectionFor(session ? String(session.userId) : null, siteUrl(request, publicUrl)),
        captcha_key: CAPTCHA_CHALLENGE_PATH,
        currency: player?.currency ?? DEFAULT_CURRENCY,
        locale: player?.locale ?? DEFAULT_LOCALE,
      };
    },
  );

  app.get(
    '/api/player',
    {
      onRequest: signedIn,
      schema: { tags, summary: "The signed-in player's profile", response: { 200: userProfileSchema } },
    },
    async (request) => profiles.get((await request.requireUser()).userId),
  );

  app.patch(
    '/api/player',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Update personal fields (identity fields are locked once verified)',
        body: profileUpdateRequestSchema({ today }),
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      return profiles.update(userId, request.body.user, visitorOf(request, geo));
    },
  );

  app.patch(
    '/api/player/update_locale',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Change language',
        body: updateLocaleRequestSchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      return profiles.updateLocale(userId, request.body.locale, visitorOf(request, geo));
    },
  );

  app.get(
    '/api/subscriptions',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Marketing subscriptions', response: { 200: subscriptionsSchema } },
    },
    async (request) => profiles.subscriptions((await request.requireUser()).userId),
  );

  app.put(
    '/api/subscriptions',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Change marketing subscriptions',
        body: subscriptionsUpdateSchema,
        response: { 200: subscriptionsSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      return profiles.updateSubscriptions(userId, request.body, visitorOf(request, geo));
    },
  );

  app.post(
    '/api/player/groups',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Join self-service groups (installed PWA, LT IBAN, A/B arm, a bonus offer), or leave a bonus offer',
        body: addGroupsRequestSchema,
        response: { 200: playerGroupsSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      const { add, remove } = request.body.groups;
      return { groups: await profiles.changeGroups(userId, { add, remove }, visitorOf(request, geo)) };
    },
  );

  app.patch(
    '/api/player/set_bonus_code',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Remember a deposit bonus code',
        body: setBonusCodeRequestSchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      return profiles.setBonusCode(userId, request.body.deposit_bonus_code, visitorOf(request, geo));
    },
  );

  app.delete(
    '/api/player/clear_bonus_code',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Forget the deposit bonus code', response: { 200: userProfileSchema } },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      return profiles.setBonusCode(userId, null, visitorOf(request, geo));
    },
  );

  app.patch(
    '/api/player/update_bonus_settings',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Whether bonuses may be issued to the player',
        body: bonusSettingsRequestSchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      return profiles.updateBonusSettings(userId, request.body.can_issue, visitorOf(request, geo));
    },
  );

  app.post(
    '/restore-id/get',
    {
      onRequest: signedIn,
      schema: { tags, summary: "The support chat's restore id", response: { 200: restoreIdSchema } },
    },
    async (request) => ({ restore_id: await profiles.restoreId((await request.requireUser()).userId) }),
  );

  app.post(
    '/restore-id/set',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Remember the support chat's restore id",
        body: setRestoreIdRequestSchema,
        response: { 200: restoreIdSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      await profiles.setRestoreId(userId, request.body.restore_id, visitorOf(request, geo));
      return { restore_id: request.body.restore_id };
    },
  );
};
