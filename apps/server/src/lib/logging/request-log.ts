import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import { FIRST_SCREEN_CALL_HEADER, FIRST_SCREEN_CALL_TOKEN } from '../../plugins/first-screen';

/**
 * One log record per request, written when the answer has gone out: Fastify's default writes two (on arrival and
 * on completion), which doubled the log for nothing a reader needs. The record keeps Fastify's field names (`req`,
 * `res`, `responseTime`), so tools reading the production JSON find what they expect, and failures keep the error.
 * The other framework log lines (errors answered by the default handler, broken streams) are left as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    // The server's calls to itself while it renders a page are part of that page's one line.
    if (request.headers[FIRST_SCREEN_CALL_HEADER] === FIRST_SCREEN_CALL_TOKEN && !error) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
