import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../audit';
import type { GeoOptions } from '../geo';
import { visitorCountry } from '../geo';

/** Who is calling, as the account services need it: address and browser for the audit log, country for geo rules. */
export type Visitor = RequestOrigin & { country: string };

export function visitorOf(request: FastifyRequest, geo: GeoOptions): Visitor {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, country: visitorCountry(request, geo) };
}
