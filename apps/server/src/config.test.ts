import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, SEED_DEMO_DATA: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('listens on loopback only unless in production or told otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example',
      PUBLIC_URL: 'https://casino.example',
    };
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
  });

  it('logs JSON lines in production and readable lines otherwise, unless told', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example',
      PUBLIC_URL: 'https://casino.example',
    };
    expect(loadConfig({}).LOG_FORMAT).toBe('pretty');
    expect(loadConfig(production).LOG_FORMAT).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it("takes a Redis namespace of the site's own, in the names Redis keys allow without quoting", () => {
    expect(loadConfig({}).REDIS_NAMESPACE).toBeUndefined();
    expect(loadConfig({ REDIS_NAMESPACE: 'brand-a_eu' }).REDIS_NAMESPACE).toBe('brand-a_eu');
    for (const bad of ['Brand', 'a b', 'a:b', '-a', 'x'.repeat(65)]) {
      expect(() => loadConfig({ REDIS_NAMESPACE: bad }), bad).toThrow(/REDIS_NAMESPACE/);
    }
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

describe('loadConfig for accounts', () => {
  it('refuses production without a mail server or a public URL, naming both', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/SMTP_URL[\s\S]*PUBLIC_URL/);
    const config = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      PUBLIC_URL: 'https://casino.example',
    });
    expect(config.SMTP_URL).toBe('smtps://user:pass@mail.example:465');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        PUBLIC_URL: 'https://casino.example',
        DEV_COUNTRY: 'AU',
      }),
    ).toThrowError(/DEV_COUNTRY/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        PUBLIC_URL: 'https://casino.example',
        STUDIO_TEST_SEEDS: 'on',
      }),
    ).toThrowError(/STUDIO_TEST_SEEDS/);
    expect(config.STUDIO_TEST_SEEDS).toBe('off');
  });

  it('needs the OpenID client id and secret together, and bounds the captcha and session settings', () => {
    expect(() => loadConfig({ OIDC_GOOGLE_CLIENT_ID: 'id' })).toThrowError(/OIDC_GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail', CAPTCHA_COST: '0', SESSION_IDLE_MINUTES: 'x' })).toThrowError(
      /SMTP_URL[\s\S]*CAPTCHA_COST[\s\S]*SESSION_IDLE_MINUTES/,
    );
    expect(loadConfig({})).toMatchObject({ MAILBOX_PORT: 2525, SESSION_IDLE_MINUTES: 120, CAPTCHA_COST: 1_000 });
  });
});
