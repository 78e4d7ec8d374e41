import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailRule, emailSchema, normalizeEmail } from './email';

const INVALID = 'validation.email_invalid';

describe('emailRule', () => {
  it.each([
    ['ann@example.com', null],
    ['Ann.Lee@Example.COM', null],
    ['first.last+tag@sub.domain.co.uk', null],
    ["o'brien@example.ie", null],
    ['a@b.io', null],
    ['user@xn--80ak6aa92e.com', null],
    ['user@example.xn--p1ai', null],
    ['', null],
    ['plainaddress', INVALID],
    ['@example.com', INVALID],
    ['ann@', INVALID],
    ['ann@example', INVALID],
    ['ann@example.c', INVALID],
    ['ann@@example.com', INVALID],
    ['ann..lee@example.com', INVALID],
    ['.ann@example.com', INVALID],
    ['ann.@example.com', INVALID],
    ['ann@-example.com', INVALID],
    ['ann@example-.com', INVALID],
    ['ann@example..com', INVALID],
    ['ann lee@example.com', INVALID],
    [' ann@example.com', INVALID],
    ['ann@example.com ', INVALID],
    ['ann@[127.0.0.1]', INVALID],
    ['ann@exämple.com', INVALID],
    ['ann@example.123', INVALID],
  ])('%j → %s', (value, expected) => {
    expect(emailRule(value)?.key ?? null).toBe(expected);
  });

  it('enforces the local-part (64) and total (254) limits', () => {
    const domain = '@example.com';
    expect(emailRule(`${'a'.repeat(64)}${domain}`)).toBeNull();
    expect(emailRule(`${'a'.repeat(65)}${domain}`)?.key).toBe(INVALID);
    const label = 'b'.repeat(60);
    const longDomain = `@${label}.${label}.${label}.${'c'.repeat(200 - 3 * 61 - 1 - 4)}.com`;
    const atLimit = `${'a'.repeat(EMAIL_MAX_LENGTH - longDomain.length)}${longDomain}`;
    expect(atLimit).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailRule(atLimit)).toBeNull();
    expect(emailRule(`a${atLimit}`)?.key).toBe(INVALID);
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['Ann@Example.COM', 'ann@example.com'],
    ['  ann@example.com\n', 'ann@example.com'],
    ['ann@example.com', 'ann@example.com'],
  ])('%j → %j', (value, expected) => {
    expect(normalizeEmail(value)).toBe(expected);
  });
});

describe('emailSchema', () => {
  it.each([
    ['', 'validation.required'],
    [undefined, 'validation.required'],
    ['nope', INVALID],
    ['ANN@EXAMPLE.COM', null],
  ])('%j → %s', (value, expected) => {
    expect(emailSchema.safeParse(value).error?.issues[0]?.message ?? null).toBe(expected);
  });
});
