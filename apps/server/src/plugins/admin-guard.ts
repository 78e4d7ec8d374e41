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
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!token || !sameSecret(token, adminToken)) throw new AppError('UNAUTHORIZED', 'Operator token required');
  });
}
