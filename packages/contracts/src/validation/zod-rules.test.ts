import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { Rule } from './rule';
import { characterCount, firstFailure, isEmptyValue } from './rule';
import { fieldMessagesFromZodError, messageFromIssue, stringFieldSchema, withRules } from './zod-rules';

const tooShort: Rule<string> = (value) =>
  value.length < 3 ? { key: 'validation.min_length', params: { min: 3 } } : null;
const noDigits: Rule<string> = (value) => (/\d/.test(value) ? { key: 'validation.name_wrong_characters' } : null);

describe('firstFailure', () => {
  it.each([
    ['abcd', null],
    ['ab', 'validation.min_length'],
    ['abc1', 'validation.name_wrong_characters'],
    // Both fail: only the first rule in the list is reported.
    ['a1', 'validation.min_length'],
  ])('%j → %s', (value, expected) => {
    expect(firstFailure(value, [tooShort, noDigits])?.key ?? null).toBe(expected);
  });
});

describe('isEmptyValue and characterCount', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    [' ', false],
    [0, false],
    [false, false],
  ])('isEmptyValue(%j) is %s', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });

  it.each([
    ['', 0],
    ['Zoë', 3],
    ['😀😀', 2],
  ])('characterCount(%j) is %i', (value, expected) => {
    expect(characterCount(value)).toBe(expected);
  });
});

describe('zod adapter', () => {
  const schema = withRules(z.string(), [tooShort, noDigits]);

  it('puts the message key and bounds into the issue', () => {
    const result = schema.safeParse('ab');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'custom',
      message: 'validation.min_length',
      params: { min: 3 },
    });
    expect(messageFromIssue(result.error!.issues[0]!)).toEqual({ key: 'validation.min_length', params: { min: 3 } });
  });

  it('leaves params out when the message has none', () => {
    const issue = schema.safeParse('abc1').error!.issues[0]!;
    expect(messageFromIssue(issue)).toEqual({ key: 'validation.name_wrong_characters' });
  });

  it.each([
    [undefined, 'validation.required'],
    [42, 'validation.required'],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['ab', 'validation.min_length'],
    ['abcd', null],
  ])('a required string field given %j reports %s', (value, expected) => {
    const result = stringFieldSchema([tooShort]).safeParse(value);
    expect(result.error?.issues[0]?.message ?? null).toBe(expected);
  });

  it('an optional string field accepts the empty string', () => {
    expect(stringFieldSchema([], { required: false }).safeParse('').success).toBe(true);
  });

  it('groups messages by dotted path, root issues under the root name', () => {
    const form = z.object({ user: z.object({ nickname: schema }), age: z.number({ error: 'validation.required' }) });
    const error = form.safeParse({ user: { nickname: 'a' } }).error!;
    expect(fieldMessagesFromZodError(error)).toEqual({
      'user.nickname': [{ key: 'validation.min_length', params: { min: 3 } }],
      age: [{ key: 'validation.required' }],
    });
    expect(fieldMessagesFromZodError(schema.safeParse('a').error!, 'nickname')).toEqual({
      nickname: [{ key: 'validation.min_length', params: { min: 3 } }],
    });
  });
});
