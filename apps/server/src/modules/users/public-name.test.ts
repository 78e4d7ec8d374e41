import { describe, expect, it } from 'vitest';
import { publicPlayerName } from './public-name';

describe('the public name of a player', () => {
  it('shows the first 6 characters of the nickname, then ***', () => {
    expect(publicPlayerName({ nickname: 'LuckyLucy77', email: 'lucy@example.com' })).toBe('LuckyL***');
    expect(publicPlayerName({ nickname: 'Bo', email: 'bo@example.com' })).toBe('Bo***');
  });

  it("falls back to the address's local part, never showing the domain", () => {
    expect(publicPlayerName({ nickname: null, email: 'margaret.h@example.com' })).toBe('margar***');
    expect(publicPlayerName({ nickname: '  ', email: 'al@example.com' })).toBe('al***');
  });

  it('never cuts a character in half', () => {
    expect(publicPlayerName({ nickname: '🎰🎰🎰🎰🎰🎰🎰', email: 'x@example.com' })).toBe('🎰🎰🎰🎰🎰🎰***');
  });
});
