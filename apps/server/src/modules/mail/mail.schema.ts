import { bigserial, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Mail caught by the development mailbox (only when no SMTP_URL is configured). */
export const devMailMessages = pgTable('dev_mail_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sender: text('sender').notNull(),
  recipients: text('recipients').array().notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: createdAt(),
});
