import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /**
   * Sends in the background and logs a failure. Used where the answer must not depend on the mail: a reminder for
   * a known address must take as long as one for an unknown address, which sends nothing.
   */
  sendLater(message: MailMessage): void;
  /** Resolves when every background send has finished (shutdown, tests). */
  idle(): Promise<void>;
  close(): void;
};

/** Mail over SMTP with nodemailer: a real server (SMTP_URL) or the in-process development mailbox. */
export function createMailer({
  smtpUrl,
  from,
  logger,
}: {
  smtpUrl: string;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    await transport.sendMail({ from, ...message });
  }

  return {
    sendLater(message) {
      const sending = send(message)
        .catch((err: unknown) => logger.error({ err, subject: message.subject }, 'mail could not be sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      await Promise.all([...pending]);
    },
    close() {
      transport.close();
    },
  };
}
