import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';

describe('logger', () => {
  it('sends a valid entry and swallows its own delivery failure', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const logger = createLogger({ send, currentUrl: () => 'http://x/pokies' });
    expect(() => logger.error('LOAD_FOUND_GAMES_ERROR', 'boom', { status: 500 })).not.toThrow();
    await Promise.resolve();
    expect(send).toHaveBeenCalledWith({
      level: 'error',
      code: 'LOAD_FOUND_GAMES_ERROR',
      message: 'boom',
      url: 'http://x/pokies',
      context: { status: 500 },
    });
  });

  it('replaces a malformed code and stops reporting after the cap', () => {
    const send = vi.fn(() => Promise.resolve());
    const logger = createLogger({ send, maxEntries: 2 });
    logger.warn('bad code', 'x');
    logger.warn('A', 'y');
    logger.warn('B', 'z');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenNthCalledWith(1, expect.objectContaining({ code: 'UNKNOWN_ERROR' }));
  });
});
