import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { countryDatabase } from '../../test/mmdb-file';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { openGeoIpDatabase } from './geoip';

const folder = mkdtempSync(path.join(tmpdir(), 'casino-geoip-'));
const databaseFile = path.join(folder, 'country.mmdb');
writeFileSync(
  databaseFile,
  countryDatabase({ '81.2.69.0/24': 'GB', '2.125.160.0/20': 'DE', '203.0.113.0/24': 'AU', '10.0.0.0/8': 'NZ' }),
);

describe('GeoIP country database', () => {
  it('answers the country of an address inside a listed network, and nothing outside', async () => {
    const { lookup, databaseType } = await openGeoIpDatabase(databaseFile);
    expect(databaseType).toBe('Test-Country');
    expect(lookup('81.2.69.160')).toBe('GB');
    expect(lookup('2.125.175.1')).toBe('DE');
    expect(lookup('2.125.176.1')).toBeUndefined();
    expect(lookup('::ffff:203.0.113.9')).toBe('AU');
    expect(lookup('2001:db8::1')).toBeUndefined();
    expect(lookup('not an address')).toBeUndefined();
  });

  it('refuses a missing file, a file that is not a database, and a database without countries', async () => {
    await expect(openGeoIpDatabase(path.join(folder, 'missing.mmdb'))).rejects.toThrow(
      /^GEOIP_DATABASE: cannot open .*missing\.mmdb.*ENOENT/,
    );
    const garbage = path.join(folder, 'garbage.mmdb');
    writeFileSync(garbage, 'country,code\n81.2.69.0/24,GB\n');
    await expect(openGeoIpDatabase(garbage)).rejects.toThrow(/^GEOIP_DATABASE: cannot open .*garbage\.mmdb/);
    const asn = path.join(folder, 'asn.mmdb');
    writeFileSync(asn, countryDatabase({ '81.2.69.0/24': 'GB' }, 'GeoLite2-ASN'));
    await expect(openGeoIpDatabase(asn)).rejects.toThrow(/"GeoLite2-ASN" database; a country or city database/);
  });

  it('stops the server from starting when the configured file is missing', async () => {
    const config = testConfig({ GEOIP_DATABASE: path.join(folder, 'missing.mmdb') });
    // The database is never touched: the GeoIP file is checked first.
    await expect(buildApp({ config, db: {} as Database })).rejects.toThrow(/GEOIP_DATABASE/);
  });
});

describe('visitor country with a GeoIP database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { GEOIP_DATABASE: databaseFile, COUNTRY_HEADER: 'cf-ipcountry' });
  });
  afterAll(async () => t?.close());

  const countryOf = async (remoteAddress: string, headers: Record<string, string> = {}, app = t.app) =>
    (await app.inject({ url: '/api/current_ip', remoteAddress, headers })).json<{ country_code: string }>()
      .country_code;

  it('uses the trusted header first, then the database, then DEFAULT_COUNTRY', async () => {
    expect(await countryOf('81.2.69.160', { 'cf-ipcountry': 'ca' })).toBe('CA');
    expect(await countryOf('81.2.69.160', { 'cf-ipcountry': 'XX' })).toBe('GB');
    expect(await countryOf('81.2.69.160')).toBe('GB');
    expect(await countryOf('198.51.100.7')).toBe('MT');
  });

  it('looks up the proxied client address only from a trusted proxy hop', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.50' };
    // Without TRUST_PROXY_HOPS a caller's own forwarded-for header is ignored: the socket address counts.
    expect(await countryOf('81.2.69.160', forwarded)).toBe('GB');
    const proxied = await createTestApp('pglite', { GEOIP_DATABASE: databaseFile, TRUST_PROXY_HOPS: 1 });
    try {
      expect(await countryOf('10.1.2.3', forwarded, proxied.app)).toBe('AU');
    } finally {
      await proxied.close();
    }
  });

  it('still puts every visitor in DEV_COUNTRY when the development override is set', async () => {
    const dev = await createTestApp('pglite', { GEOIP_DATABASE: databaseFile, DEV_COUNTRY: 'SE' });
    try {
      expect(await countryOf('81.2.69.160', {}, dev.app)).toBe('SE');
    } finally {
      await dev.close();
    }
  });
});
