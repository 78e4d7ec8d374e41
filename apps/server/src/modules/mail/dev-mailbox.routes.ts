import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { carriesOperatorToken } from '../../plugins/admin-guard';
import type { DevMailMessage } from './dev-mailbox.repository';
import { findDevMail, listDevMail } from './dev-mailbox.repository';
import { escapeHtml } from './escape-html';

/** Escapes the text, then turns http(s) links into anchors so a confirmation link is one click away. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;margin:2rem;max-width:960px}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}
iframe{width:100%;height:480px;border:1px solid #ddd}</style></head><body>${body}</body></html>`;
}

function listPage(messages: DevMailMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.createdAt.toISOString())}</td><td>${escapeHtml(message.recipients.join(', '))}</td>` +
        `<td><a href="/dev/mailbox/${message.id}">${escapeHtml(message.subject)}</a></td></tr>`,
    )
    .join('');
  const table = rows
    ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet.</p>';
  return page('Development mailbox', `<h1>Development mailbox</h1><p>The latest 100 messages.</p>${table}`);
}

function messagePage(message: DevMailMessage): string {
  // The HTML part is shown in a sandboxed frame without scripts; srcdoc takes it as an escaped attribute.
  const html = message.htmlBody
    ? `<h2>HTML</h2><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(message.htmlBody)}"></iframe>`
    : '';
  return page(
    message.subject,
    `<p><a href="/dev/mailbox">← All mail</a></p><h1>${escapeHtml(message.subject)}</h1>` +
      `<p>From ${escapeHtml(message.sender)} to ${escapeHtml(message.recipients.join(', '))}, ` +
      `${escapeHtml(message.createdAt.toISOString())}</p><h2>Text</h2><pre>${linkify(message.textBody)}</pre>${html}`,
  );
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A request from a browser on this machine: a loopback connection that no proxy relayed. A tunnel or reverse proxy
 * on this machine (ngrok, nginx) also connects from loopback, but says whom it relays for.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return LOOPBACK.has(peer) && LOOPBACK.has(request.ip) && FORWARDING_HEADERS.every((h) => !request.headers[h]);
}

/**
 * The development mailbox in the browser. Registered only while the mailbox is the mail server (no SMTP_URL). It shows
 * every player's confirmation and reset links, so it is served only to this machine, or to whoever holds the
 * operator token (ADMIN_TOKEN): a development server reachable from the network must not hand out account takeovers.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Database; adminToken: string | undefined }> = async (
  app,
  { db, adminToken },
) => {
  app.addHook('onRequest', async (request) => {
    if (fromThisMachine(request) || carriesOperatorToken(request, adminToken)) return;
    throw new AppError(
      'FORBIDDEN',
      'The development mailbox is served only to this machine or with the operator token',
    );
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    reply.header('cache-control', 'no-store');
  });
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(listPage(await listDevMail(db))),
  );
  app.get(
    '/dev/mailbox/:id',
    {
      schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }) },
    },
    async (request, reply) => {
      const message = await findDevMail(db, request.params.id);
      if (!message) {
        return reply.status(404).type('text/html; charset=utf-8').send(page('Not found', '<p>No such message.</p>'));
      }
      return reply.type('text/html; charset=utf-8').send(messagePage(message));
    },
  );
};
