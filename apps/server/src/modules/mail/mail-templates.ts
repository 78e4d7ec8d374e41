import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const url = escapeHtml(action.url);
  return `<!doctype html><html><body style="font-family:sans-serif;max-width:560px;margin:auto">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${body}
<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:#5b3df5;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#666">Or open this link: ${url}</p>
</body></html>`;
}

/** The confirmation e-mail: its link opens the web app's /confirmation route, which confirms through the API. */
export function confirmationMail(to: string, link: string, validHours: number): MailMessage {
  const lines = ['Welcome! Please confirm your e-mail address.', `The link is valid for ${validHours} hours.`];
  return {
    to,
    subject: 'Confirm your e-mail address',
    text: `${lines.join('\n')}\n\n${link}\n`,
    html: layout('Confirm your e-mail address', lines, { label: 'Confirm e-mail', url: link }),
  };
}

export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  const lines = [
    'Someone asked to reset the password of your account. If it was you, choose a new password here.',
    `The link is valid for ${validMinutes} minutes and works once. If it was not you, ignore this e-mail.`,
  ];
  return {
    to,
    subject: 'Reset your password',
    text: `${lines.join('\n')}\n\n${link}\n`,
    html: layout('Reset your password', lines, { label: 'Choose a new password', url: link }),
  };
}

/**
 * A mail in the site's layout from text already in the reader's language (responsible-gambling mails): paragraphs,
 * and an optional button whose link is repeated as text under `linkLine`.
 */
export function composeMail(message: {
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string; linkLine: string };
}): MailMessage {
  const { to, subject, paragraphs, action } = message;
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#5b3df5;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(action.linkLine)} ${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif;max-width:560px;margin:auto">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
${body}
${button}
</body></html>`;
  const text = [...paragraphs, ...(action ? ['', action.url] : [])].join('\n') + '\n';
  return { to, subject, text, html };
}
