import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { readPlayerMark, writePlayerMark } from './player-marks';

describe('player marks', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });

  it('remember a moment per player, without mixing players up', () => {
    writePlayerMark('history_review', 1, '2026-01-01T00:00:00.000Z');
    writePlayerMark('history_review', 2, '2026-06-01T00:00:00.000Z');
    expect(readPlayerMark('history_review', 1)).toBe('2026-01-01T00:00:00.000Z');
    expect(readPlayerMark('history_review', 2)).toBe('2026-06-01T00:00:00.000Z');
    expect(readPlayerMark('history_review', 3)).toBeNull();
  });

  it('read a damaged value as nothing remembered', () => {
    storage.setItem('history_review', '[1,2');
    expect(readPlayerMark('history_review', 1)).toBeNull();
    storage.setItem('history_review', JSON.stringify({ 1: 5 }));
    expect(readPlayerMark('history_review', 1)).toBeNull();
  });
});
