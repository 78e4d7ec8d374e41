import type { LocaleCode } from '@casino/contracts';
import { LOCALES } from '@casino/contracts';
import type { Messages } from '@casino/messages';
import { MESSAGES } from '@casino/messages';
import type { MailMessage } from '../mail';
import { composeMail } from '../mail';

type Recipient = { email: string; locale: string };

const textsFor = (locale: string): Messages['limitsMail'] =>
  MESSAGES[(LOCALES as readonly string[]).includes(locale) ? (locale as LocaleCode) : 'en'].limitsMail;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');

/** Dates as the reader writes them, with the time zone named: the rules run in UTC, the player may not. */
function dateIn(locale: string, date: Date): string {
  const tag = locale === 'en-AU-x-fake' ? 'en-AU' : locale === 'no' ? 'nb-NO' : locale;
  return new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/** The e-mail that carries the confirmation link of a raise or removal, with its dates. */
export function limitChangeMail(
  recipient: Recipient,
  change: {
    kind: 'raise' | 'remove';
    type: 'deposit' | 'loss' | 'wager' | 'session';
    link: string;
    confirmableFrom: Date;
    confirmUntil: Date;
    effectiveAt: Date;
  },
): MailMessage {
  const texts = textsFor(recipient.locale);
  const when = (date: Date) => dateIn(recipient.locale, date);
  const values = {
    limit: texts.types[change.type],
    from: when(change.confirmableFrom),
    until: when(change.confirmUntil),
    effective: when(change.effectiveAt),
  };
  return composeMail({
    to: recipient.email,
    subject: change.kind === 'raise' ? texts.raiseSubject : texts.removeSubject,
    paragraphs: [fill(change.kind === 'raise' ? texts.raiseBody : texts.removeBody, values), texts.notYou],
    action: { label: texts.action, url: change.link, linkLine: texts.linkLine },
  });
}

/** The e-mail that tells the player a cooling-off or self-exclusion began, what it blocks, and where help is. */
export function exclusionStartedMail(
  recipient: Recipient,
  exclusion: { type: 'coolingoff' | 'selfexclusion'; endsAt: Date | null },
): MailMessage {
  const texts = textsFor(recipient.locale);
  const until = exclusion.endsAt ? dateIn(recipient.locale, exclusion.endsAt) : '';
  const body =
    exclusion.type === 'coolingoff'
      ? texts.coolingOffBody
      : exclusion.endsAt
        ? texts.selfExclusionBody
        : texts.selfExclusionForeverBody;
  return composeMail({
    to: recipient.email,
    subject: texts.exclusionSubject,
    paragraphs: [fill(body, { until }), texts.help],
  });
}
