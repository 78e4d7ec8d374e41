import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS, parseStoredFlags } from './feature-flags';

describe('stored feature flags', () => {
  it('fall back to the defaults when nothing or garbage is stored', () => {
    expect(parseStoredFlags(null)).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(parseStoredFlags('{not json')).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(parseStoredFlags('42')).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it('override the defaults flag by flag and ignore unknown or non-boolean values', () => {
    const flags = parseStoredFlags(JSON.stringify({ techWork: true, socialAuth: 'yes', retired: true }));
    expect(flags).toEqual({ ...DEFAULT_FEATURE_FLAGS, techWork: true });
  });
});
