import { isCountryCode } from '@casino/contracts';
import type { CountryResponse, Reader } from 'maxmind';
import { open, validate } from 'maxmind';

/** The ISO country of a client address, or undefined when the database does not know it. */
export type CountryLookup = (address: string) => string | undefined;

export type GeoIpDatabase = { lookup: CountryLookup; databaseType: string; builtAt: Date };

/**
 * Opens a MaxMind-format country (or city) database (GeoLite2-Country, DB-IP and the like) once, at start-up. A
 * missing, unreadable or wrong file stops the server with a message naming GEOIP_DATABASE: failing every request
 * later, or silently placing every visitor in the default country, would switch the geo rules off unnoticed.
 */
export async function openGeoIpDatabase(file: string): Promise<GeoIpDatabase> {
  let reader: Reader<CountryResponse>;
  try {
    reader = await open<CountryResponse>(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`GEOIP_DATABASE: cannot open ${file} as a MaxMind (.mmdb) database: ${reason}`, { cause: error });
  }
  const { databaseType, ipVersion, buildEpoch } = reader.metadata;
  if (!/country|city/i.test(databaseType)) {
    throw new Error(`GEOIP_DATABASE: ${file} is a "${databaseType}" database; a country or city database is needed`);
  }
  const lookup: CountryLookup = (address) => {
    // An IPv4 client on a dual-stack socket shows up as ::ffff:a.b.c.d; the database files it under a.b.c.d.
    const ip = address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
    if (!validate(ip)) return undefined;
    // An IPv4-only database would walk an IPv6 address's first 32 bits and answer for an unrelated network.
    if (ipVersion === 4 && ip.includes(':')) return undefined;
    const record = reader.get(ip);
    const code = record?.country?.iso_code ?? record?.registered_country?.iso_code;
    return code && isCountryCode(code) ? code : undefined;
  };
  return { lookup, databaseType, builtAt: buildEpoch };
}
