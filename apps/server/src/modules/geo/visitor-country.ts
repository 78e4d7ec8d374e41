import { isCountryCode } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { CountryLookup } from './geoip';

export type GeoOptions = {
  countryHeader: string | undefined;
  /** GEOIP_DATABASE, opened at start-up; absent when none is configured. */
  lookupCountry?: CountryLookup | undefined;
  defaultCountry: string;
  /** Development override (DEV_COUNTRY); configuration refuses it in production. */
  devCountry?: string | undefined;
};

/**
 * The visitor's country: the development override when set, else a header set by a trusted proxy or CDN when
 * configured and present, else the GeoIP database's answer for the client address, else the default. The header
 * is only read when the operator names it, so a visitor cannot pick a country by sending one; the address is
 * `request.ip`, which honours TRUST_PROXY_HOPS, so a forwarded-for header counts only from a trusted proxy.
 */
export function visitorCountry(request: FastifyRequest, options: GeoOptions): string {
  return foundCountry(request, options) ?? options.defaultCountry;
}

/**
 * Whether the visitor's country was found (override, header or database) rather than assumed: a form that only
 * suggests a country (sign-up) prefers the page's own region to the default.
 */
export function visitorCountryKnown(request: FastifyRequest, options: GeoOptions): boolean {
  return foundCountry(request, options) !== undefined;
}

function foundCountry(request: FastifyRequest, options: GeoOptions): string | undefined {
  const { countryHeader, lookupCountry, devCountry } = options;
  if (devCountry) return devCountry;
  const fromHeader = countryHeader ? headerCountry(request, countryHeader) : undefined;
  return fromHeader ?? lookupCountry?.(request.ip) ?? undefined;
}

function headerCountry(request: FastifyRequest, header: string): string | undefined {
  const value = request.headers[header.toLowerCase()];
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  // XX is Cloudflare's "unknown": let the database or the default decide.
  return code && isCountryCode(code) && code !== 'XX' ? code : undefined;
}
