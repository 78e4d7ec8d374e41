import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { sameSecret } from '../lib/tokens';

/**
 * Guards the operator API with a bearer token from ADMIN_TOKEN. Without a configured token the operator API is
 * switched off entirely rather than left open.
 */
export function requireOperator(app: FastifyInstance, adminToken: string | undefined): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!adminToken) throw new AppError('FORBIDDEN', 'The operator API is disabled (set ADMIN_TOKEN)');
    if (!carriesOperatorToken(request, adminToken)) throw new AppError('UNAUTHORIZED', 'Operator token required');
  });
}

/** Whether the request carries `Authorization: Bearer <ADMIN_TOKEN>` (never true while no token is configured). */
export function carriesOperatorToken(request: FastifyRequest, adminToken: string | undefined): boolean {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return Boolean(adminToken && token && sameSecret(token, adminToken));
}
