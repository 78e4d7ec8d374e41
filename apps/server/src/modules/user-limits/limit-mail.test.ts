import { LOCALES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { exclusionStartedMail, limitChangeMail } from './limit-mail';

const change = {
  kind: 'raise' as const,
  type: 'deposit' as const,
  link: 'https://casino.example/profile/limits/confirm?token=abc',
  confirmableFrom: new Date('2026-11-03T09:00:00.000Z'),
  confirmUntil: new Date('2026-11-10T09:00:00.000Z'),
  effectiveAt: new Date('2026-11-09T08:00:00.000Z'),
};

describe('responsible-gambling mails', () => {
  it.each(LOCALES)('writes the %s confirmation mail with every date and the link filled in', (locale) => {
    const mail = limitChangeMail({ email: 'ada@example.com', locale }, change);
    expect(mail.text).not.toMatch(/\{\{|\}\}/);
    expect(mail.text).toContain(change.link);
    expect(mail.text).toMatch(/2026/);
    expect(mail.html).toContain('token=abc');
  });

  it('speaks the player’s language, and English for a locale it does not know', () => {
    expect(limitChangeMail({ email: 'a@b.co', locale: 'de' }, change).subject).toBe('Bestätige dein neues Limit');
    expect(limitChangeMail({ email: 'a@b.co', locale: 'xx' }, change).subject).toBe('Confirm your new limit');
    expect(limitChangeMail({ email: 'a@b.co', locale: 'en' }, { ...change, kind: 'remove' }).subject).toBe(
      'Confirm removing your limit',
    );
  });

  it('says when a break ends, or that a self-exclusion has no end', () => {
    const endsAt = new Date('2026-11-09T08:00:00.000Z');
    const coolingOff = exclusionStartedMail({ email: 'a@b.co', locale: 'en' }, { type: 'coolingoff', endsAt });
    expect(coolingOff.text).toContain('November 9, 2026');
    expect(coolingOff.text).toContain('withdraw');
    const forever = exclusionStartedMail({ email: 'a@b.co', locale: 'it' }, { type: 'selfexclusion', endsAt: null });
    expect(forever.text).toContain('non ha scadenza');
  });
});
