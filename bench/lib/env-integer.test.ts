import { afterEach, describe, expect, it } from 'vitest';
import { envInteger } from './env-integer';

const NAME = 'BENCH_TEST_SETTING';

describe('envInteger', () => {
  afterEach(() => {
    delete process.env[NAME];
  });

  it('answers the default when the setting is absent or blank, else the number set', () => {
    expect(envInteger(NAME, 16)).toBe(16);
    process.env[NAME] = ' ';
    expect(envInteger(NAME, 16)).toBe(16);
    process.env[NAME] = '3';
    expect(envInteger(NAME, 16, 3)).toBe(3);
  });

  it('stops on a value that is not a whole number of at least the minimum, naming the setting', () => {
    for (const raw of ['sixteen', '2.5', '0', '-4', '1e400', '2']) {
      process.env[NAME] = raw;
      expect(() => envInteger(NAME, 16, 3), raw).toThrow(`${NAME} must be a whole number of at least 3`);
    }
  });
});
