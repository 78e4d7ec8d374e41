import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { GameIntegration } from './game-wallet.repository';
import type { GameWalletService } from './game-wallet.service';
import type { WalletAnswer } from './protocol';
import { playRequestSchema, ProtocolError, rollbackRequestSchema } from './protocol';
import { isSignedBy } from './request-signature';

const integrationName = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** Reads the request's raw text as JSON of the schema, or refuses it in the protocol's shape. */
function parseBody<Schema extends z.ZodType>(schema: Schema, rawBody: string): z.infer<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new ProtocolError('MALFORMED', 'The body is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProtocolError('MALFORMED', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data as z.infer<Schema>;
}

/**
 * The seamless-wallet protocol for game providers (docs/game-protocol.md). Each request is signed over its raw
 * bytes, so the body is kept as text, the signature checked, and only then parsed. Answers and refusals are in the
 * protocol's own shape, not the player API's.
 */
export const gameWalletRoutes: FastifyPluginAsync<{ gameWallet: GameWalletService }> = async (app, { gameWallet }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  async function answer(
    reply: FastifyReply,
    name: string,
    rawBody: unknown,
    signature: string | string[] | undefined,
    handle: (integration: GameIntegration, body: string) => Promise<WalletAnswer>,
  ) {
    try {
      if (typeof rawBody !== 'string') throw new ProtocolError('MALFORMED', 'Expected a JSON body');
      const integration = integrationName.test(name) ? await gameWallet.integration(name) : undefined;
      // An unknown integration is refused like a wrong signature: the answer tells a prober nothing.
      const sign = typeof signature === 'string' ? signature : undefined;
      if (!integration || !isSignedBy(integration.secret, rawBody, sign)) {
        throw new ProtocolError('BAD_SIGNATURE', 'The request signature does not match');
      }
      return reply.code(200).send(await handle(integration, rawBody));
    } catch (error) {
      if (error instanceof ProtocolError) return reply.code(error.status).send(error.toBody());
      throw error;
    }
  }

  const schema = (summary: string) => ({ tags: ['game providers'], summary });

  app.post(
    '/api/provider/:integration/play',
    { schema: schema("A provider's bets and wins of a round, or a balance request (signed: X-REQUEST-SIGN)") },
    async (request, reply) => {
      const { integration } = request.params as { integration: string };
      return answer(reply, integration, request.body, request.headers['x-request-sign'], (found, body) =>
        gameWallet.play(found, parseBody(playRequestSchema, body)),
      );
    },
  );

  app.post(
    '/api/provider/:integration/rollback',
    { schema: schema("A provider's rollback of earlier actions (signed: X-REQUEST-SIGN)") },
    async (request, reply) => {
      const { integration } = request.params as { integration: string };
      return answer(reply, integration, request.body, request.headers['x-request-sign'], (found, body) =>
        gameWallet.rollback(found, parseBody(rollbackRequestSchema, body)),
      );
    },
  );
};
