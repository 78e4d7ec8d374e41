import * as z from 'zod/mini';

const isText = (value: unknown): value is string => typeof value === 'string';

/** A country's list: entries that are not slugs are skipped, and a value that is not a list hides nothing. */
const hiddenSlugsSchema = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((slugs) => slugs.filter(isText)),
);

/**
 * `providers-config`: provider slugs hidden from visitors of a country, keyed by ISO country code (upper case
 * whatever the document used). Read leniently: a malformed entry hides nothing rather than breaking every
 * provider list.
 */
export const providersConfigSchema = z.catch(
  z.pipe(
    z.object({ hiddenByCountry: z.record(z.string(), hiddenSlugsSchema) }),
    z.transform(({ hiddenByCountry }) => ({
      hiddenByCountry: Object.fromEntries(
        Object.entries(hiddenByCountry).map(([country, slugs]) => [country.toUpperCase(), slugs]),
      ) as Readonly<Record<string, readonly string[]>>,
    })),
  ),
  { hiddenByCountry: {} },
);
export type ProvidersConfig = z.output<typeof providersConfigSchema>;
