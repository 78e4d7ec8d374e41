import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Captcha solutions already accepted: a solved challenge is good for one request only. */
export const captchaSolutions = pgTable('captcha_solutions', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
