import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../db/client';
import { insertDevMail } from './dev-mailbox.repository';

export type DevMailbox = { port: number; smtpUrl: string; close: () => Promise<void> };

const MAX_MESSAGE_BYTES = 1024 * 1024;

/**
 * A local SMTP server that keeps what it receives in the database, for development without a mail server: the
 * app's mail still travels over real SMTP, and the operator reads it at /dev/mailbox. It listens on 127.0.0.1
 * only. If the configured port is taken (a second dev server), it falls back to any free port.
 */
export async function startDevMailbox({
  db,
  port,
  logger,
}: {
  db: Database;
  port: number;
  logger: FastifyBaseLogger;
}): Promise<DevMailbox> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        store(
          Buffer.concat(chunks),
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        ).then(
          () => callback(),
          (err: unknown) => {
            logger.error({ err }, 'dev mailbox: could not store a message');
            callback(new Error('could not store the message'));
          },
        );
      });
    },
  });

  // SMTPServer re-emits socket and listen errors; without a listener they would crash the process.
  server.on('error', (err) => logger.warn({ err }, 'dev mailbox: smtp error'));

  async function store(raw: Buffer, envelopeRecipients: string[]): Promise<void> {
    const email = await PostalMime.parse(raw);
    await db.transaction((tx) =>
      insertDevMail(tx, {
        sender: email.from?.address ?? '',
        recipients: envelopeRecipients,
        subject: email.subject ?? '(no subject)',
        textBody: email.text ?? '',
        htmlBody: email.html ?? null,
      }),
    );
  }

  const listen = (wanted: number) =>
    new Promise<number>((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      server.server.once('error', onError);
      server.listen(wanted, '127.0.0.1', () => {
        server.server.off('error', onError);
        resolve((server.server.address() as AddressInfo).port);
      });
    });

  let actualPort: number;
  try {
    actualPort = await listen(port);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw err;
    logger.warn({ port }, 'dev mailbox: port in use, listening on a free port instead');
    actualPort = await listen(0);
  }
  logger.info({ port: actualPort }, 'development mailbox: mail is kept locally, read it at /dev/mailbox');

  return {
    port: actualPort,
    smtpUrl: `smtp://127.0.0.1:${actualPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
