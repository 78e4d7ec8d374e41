import {
  authProviderInfoSchema,
  countrySchema,
  cryptoExchangeRatesSchema,
  currencySchema,
  localeSchema,
  playerFieldsSchema,
  projectInfoSchema,
  statusSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import type { ReferenceService } from './reference.service';

const tags = ['reference data'];
const describe = (summary: string, schema: z.core.$ZodType) => ({
  schema: { tags, summary, response: { 200: schema } },
});

export const referenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceService }> = async (app, { reference }) => {
  app.get('/api/info/currencies', describe('Enabled currencies', z.array(currencySchema)), () =>
    reference.currencies(),
  );
  app.get('/api/info/countries', describe('Countries', z.array(countrySchema)), () => reference.countries());
  // One country and its restriction: what the shell needs of the visitor's country, without the 20 KB list.
  app.get(
    '/api/info/countries/:code',
    {
      schema: {
        tags,
        summary: 'One country',
        params: z.object({ code: z.string().regex(/^[A-Za-z]{2}$/) }),
        response: { 200: countrySchema },
      },
    },
    async (request) => {
      const country = await reference.country(request.params.code.toUpperCase());
      if (!country) throw notFound('Country');
      return country;
    },
  );
  app.get('/api/info/locales', describe('Locales the site is offered in', z.array(localeSchema)), () =>
    reference.locales(),
  );
  app.get('/api/info/statuses', describe('Player statuses', z.array(statusSchema)), () => reference.statuses());
  app.get('/api/info/project', describe('Site-wide project information', projectInfoSchema), () => reference.project());
  app.get('/api/info/player_fields', describe('Player profile fields', playerFieldsSchema), () =>
    reference.playerFields(),
  );
  app.get('/api/info/auth_providers', describe('Social login providers', z.array(authProviderInfoSchema)), () =>
    reference.authProviders(),
  );
  app.get('/api/info/crypto_exchange_rates', describe('Crypto exchange rates', cryptoExchangeRatesSchema), () =>
    reference.cryptoExchangeRates(),
  );
};
