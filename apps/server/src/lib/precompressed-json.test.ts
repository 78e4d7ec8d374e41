import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, precompressJson } from './precompressed-json';

describe('precompressed JSON', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['br, gzip;q=0.8', true],
    ['GZIP', true],
    ['deflate, br', false],
    ['gzip;q=0', false],
    ['gzip;q=0.0, br', false],
    ['*', true],
    ['identity', false],
  ])('Accept-Encoding %j allows gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('keeps the same JSON in both encodings', () => {
    const value = { data: [{ title: 'Pharaoh’s Ember' }], pagination: { total_count: 1 } };
    const body = precompressJson(value);
    expect(JSON.parse(body.identity.toString('utf8'))).toEqual(value);
    expect(gunzipSync(body.gzip).equals(body.identity)).toBe(true);
  });
});
