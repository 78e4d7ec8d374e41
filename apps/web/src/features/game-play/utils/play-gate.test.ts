import { describe, expect, it } from 'vitest';
import { playGate } from './play-gate';

const base = { mode: 'real', session: 'player', hasDemo: true, currencyLocked: false } as const;

describe('playGate', () => {
  it('launches real play for a player whose currency the game takes', () => {
    expect(playGate(base)).toBe('ready');
  });

  it('sends a guest to registration instead of calling the launch', () => {
    expect(playGate({ ...base, session: 'guest' })).toBe('guest');
  });

  it('waits for the session before deciding real play', () => {
    expect(playGate({ ...base, session: 'pending' })).toBe('waiting');
  });

  it('shows the lock for an unsupported currency', () => {
    expect(playGate({ ...base, currencyLocked: true })).toBe('locked');
  });

  it('lets anyone play the demo, whatever their currency', () => {
    expect(playGate({ ...base, mode: 'demo', session: 'guest' })).toBe('ready');
    expect(playGate({ ...base, mode: 'demo', session: 'pending' })).toBe('ready');
    expect(playGate({ ...base, mode: 'demo', currencyLocked: true })).toBe('ready');
  });

  it('does not ask for a demo the game does not have', () => {
    expect(playGate({ ...base, mode: 'demo', hasDemo: false })).toBe('no-demo');
  });
});
