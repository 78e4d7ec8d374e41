import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { confirmedBy, confirmedByRule } from './confirmed-by';

describe('confirmedByRule', () => {
  it.each([
    ['secret1', 'secret1', null],
    ['secret1', 'Secret1', 'validation.password_not_match'],
    ['secret1 ', 'secret1', 'validation.password_not_match'],
    ['', 'secret1', 'validation.password_not_match'],
    ['', '', null],
  ])('%j vs %j → %s', (value, other, expected) => {
    expect(confirmedByRule(value, { other })?.key ?? null).toBe(expected);
  });
});

describe('confirmedBy (object check)', () => {
  const schema = z.object({ pin: z.string(), pin_repeat: z.string() }).superRefine(confirmedBy('pin_repeat', 'pin'));

  it('reports the mismatch on the repeat field', () => {
    const issues = schema.safeParse({ pin: '1234', pin_repeat: '1243' }).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({ message: 'validation.password_not_match', path: ['pin_repeat'] }),
    ]);
  });

  it('passes equal values', () => {
    expect(schema.safeParse({ pin: '1234', pin_repeat: '1234' }).success).toBe(true);
  });
});
