import type { FastifyRequest } from 'fastify';

export type GeoOptions = { countryHeader: string | undefined; defaultCountry: string };

/**
 * The visitor's country: from a header set by a trusted proxy or CDN when configured, else the default.
 * The header is only read when the operator names it, so a visitor cannot pick a country by sending one.
 */
export function visitorCountry(request: FastifyRequest, { countryHeader, defaultCountry }: GeoOptions): string {
  if (!countryHeader) return defaultCountry;
  const value = request.headers[countryHeader.toLowerCase()];
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : defaultCountry;
}
