import { describe, expect, it } from 'vitest';
import { playerDisplayName } from './player-name';

describe('the name a player is greeted with', () => {
  it.each([
    [{ nickname: 'MiaLuck', first_name: 'Mia', email: 'mia.hart@example.com' }, 'MiaLuck'],
    [{ nickname: '  ', first_name: 'Mia', email: 'mia.hart@example.com' }, 'Mia'],
    [{ nickname: null, first_name: null, email: 'mia.hart@example.com' }, 'mia.hart'],
    [{ nickname: null, first_name: '', email: '@example.com' }, '@example.com'],
  ])('%o → %s', (player, name) => {
    expect(playerDisplayName(player)).toBe(name);
  });
});
