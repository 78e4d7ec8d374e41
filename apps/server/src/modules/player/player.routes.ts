import { currentIpSchema, DEFAULT_CURRENCY, DEFAULT_LOCALE, playerSettingsSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeoOptions } from './geo';
import { visitorCountry } from './geo';

type Options = { geo: GeoOptions; publicUrl: string | undefined };

export const playerRoutes: FastifyPluginAsyncZod<Options> = async (app, { geo, publicUrl }) => {
  app.get(
    '/api/current_ip',
    { schema: { tags: ['player'], summary: "The caller's address and country", response: { 200: currentIpSchema } } },
    async (request) => ({ ip: request.ip, country_code: visitorCountry(request, geo) }),
  );

  app.get(
    '/api/player/settings',
    {
      schema: {
        tags: ['player'],
        summary: 'Client settings: realtime connection, captcha key, currency, locale',
        response: { 200: playerSettingsSchema },
      },
    },
    async (request) => {
      // Accounts arrive with the accounts feature; until then every caller is a guest.
      const baseUrl = publicUrl ?? `${request.protocol}://${request.host}`;
      return {
        cent: await app.realtime.connectionFor(null, baseUrl),
        captcha_key: null,
        currency: DEFAULT_CURRENCY,
        locale: DEFAULT_LOCALE,
      };
    },
  );
};
