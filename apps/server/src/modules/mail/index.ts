/** Outgoing e-mail: SMTP sending, templates, and the development mailbox. Other modules use this entry only. */
export { startDevMailbox } from './dev-mailbox';
export { insertDevMail } from './dev-mailbox.repository';
export { devMailboxRoutes } from './dev-mailbox.routes';
export { composeMail, confirmationMail, passwordResetMail } from './mail-templates';
export { createMailer } from './mailer';
export type { MailMessage, Mailer } from './mailer';
