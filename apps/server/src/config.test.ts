import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, SEED_DEMO_DATA: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('stops with a readable message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REALTIME_SECRET: 'short' })).toThrowError(
      /PORT[\s\S]*DATABASE_URL[\s\S]*REALTIME_SECRET/,
    );
  });
});
