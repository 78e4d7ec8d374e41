import type { FastifyRequest } from 'fastify';

export type GeoOptions = {
  countryHeader: string | undefined;
  defaultCountry: string;
  /** Development override (DEV_COUNTRY); configuration refuses it in production. */
  devCountry?: string | undefined;
};

/**
 * The visitor's country: the development override when set, else a header set by a trusted proxy or CDN when
 * configured, else the default. The header is only read when the operator names it, so a visitor cannot pick a
 * country by sending one.
 */
export function visitorCountry(request: FastifyRequest, options: GeoOptions): string {
  const { countryHeader, defaultCountry, devCountry } = options;
  if (devCountry) return devCountry;
  if (!countryHeader) return defaultCountry;
  const value = request.headers[countryHeader.toLowerCase()];
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : defaultCountry;
}
