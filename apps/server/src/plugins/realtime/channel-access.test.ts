import { describe, expect, it } from 'vitest';
import { canSubscribe } from './channel-access';

describe('canSubscribe', () => {
  it('opens public channels to everyone, guests included', () => {
    expect(canSubscribe('public:wins', '')).toBe(true);
    expect(canSubscribe('public:jackpots_changes', '42')).toBe(true);
  });

  it('limits a channel with # to the users after it', () => {
    expect(canSubscribe('balance#42', '42')).toBe(true);
    expect(canSubscribe('balance#43', '42')).toBe(false);
    expect(canSubscribe('balance#420', '42')).toBe(false);
    expect(canSubscribe('chat#41,42', '42')).toBe(true);
    expect(canSubscribe('public:tips#42', '43')).toBe(false);
  });

  it('never matches a guest, even on a channel with an empty user part', () => {
    expect(canSubscribe('balance#', '')).toBe(false);
    expect(canSubscribe('chat#42,', '')).toBe(false);
  });

  it('denies every other channel', () => {
    expect(canSubscribe('admin:audit', '42')).toBe(false);
    expect(canSubscribe('balance', '42')).toBe(false);
    expect(canSubscribe('public:', '42')).toBe(false);
    expect(canSubscribe('Public:wins', '42')).toBe(false);
  });
});
