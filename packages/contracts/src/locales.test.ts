import { describe, expect, it } from 'vitest';
import { messagesSchema } from './locales';

describe('messages file', () => {
  it('is an object of messages, nested or not', () => {
    const messages = { app: { title: 'Casino' }, 'lobby.empty': 'Nothing here' };
    expect(messagesSchema.parse(messages)).toEqual(messages);
  });

  it('refuses anything else', () => {
    for (const input of [null, 'x', ['app'], 3]) expect(messagesSchema.safeParse(input).success).toBe(false);
  });
});
