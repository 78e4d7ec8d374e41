import { desc } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client';
import { devMailMessages } from '../db/schema';
import { linkWith, sessionCookie, signIn } from './accounts-kit';
import type { TestPlayer } from './accounts-kit';

/** The limits calls as the limits page sends them, for tests. */
export function limitsClient(app: FastifyInstance) {
  const send = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    list: (cookie: string) => send(cookie, 'GET', '/api/user_limits'),
    save: (cookie: string, payload: object) => send(cookie, 'POST', '/api/user_limits', payload),
    remove: (cookie: string, id: number) => send(cookie, 'DELETE', `/api/user_limits/${id}`),
    confirm: (token: string): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: '/api/user_limits/confirm', payload: { token } }),
    /** A new session (the test clock may have outlived the old one). */
    signInAgain: async (player: TestPlayer) => {
      const response = await signIn(app, { email: player.email, password: player.password });
      return { response, cookie: response.statusCode === 200 ? sessionCookie(response) : '' };
    },
  };
}

/** The token of the newest limits confirmation mail to `to` (mail leaves in the background). */
export async function limitConfirmationToken(
  db: Database,
  to: string,
  after = 0,
): Promise<{ token: string; id: number }> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const rows = await db.select().from(devMailMessages).orderBy(desc(devMailMessages.id));
    const mail = rows.find(
      (row) => row.id > after && row.recipients.includes(to) && row.textBody.includes('/profile/limits/confirm'),
    );
    if (mail) return { token: linkWith(mail.textBody, 'token').token, id: mail.id };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no limits confirmation mail for ${to}`);
}
