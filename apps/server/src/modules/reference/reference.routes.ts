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
import type { ReferenceService } from './reference.service';

const tags = ['reference data'];
const describe = (summary: string, schema: z.ZodType) => ({ schema: { tags, summary, response: { 200: schema } } });

export const referenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceService }> = async (app, { reference }) => {
  app.get('/api/info/currencies', describe('Enabled currencies', z.array(currencySchema)), () =>
    reference.currencies(),
  );
  app.get('/api/info/countries', describe('Countries', z.array(countrySchema)), () => reference.countries());
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
