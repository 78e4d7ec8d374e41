import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';
import { memoryStorage } from '../../test/memory-storage';
import { isShortForm, registrationArm } from './ab-registration';

describe('A/B registration', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws no arm while the test is off', () => {
    expect(registrationArm(false, () => 0)).toBeNull();
    expect(isShortForm(null)).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.abRegistrationArm)).toBeNull();
  });

  it('draws one of the two arms, and arm B is the short form', () => {
    expect(registrationArm(true, () => 0.1)).toBe('ab_registration_a');
    storage.clear();
    expect(registrationArm(true, () => 0.9)).toBe('ab_registration_b');
    expect(isShortForm('ab_registration_a')).toBe(false);
    expect(isShortForm('ab_registration_b')).toBe(true);
  });

  it('keeps the arm a browser drew, so the visitor sees the same form every time', () => {
    expect(registrationArm(true, () => 0.9)).toBe('ab_registration_b');
    expect(registrationArm(true, () => 0.1)).toBe('ab_registration_b');
    expect(storage.getItem(STORAGE_KEYS.abRegistrationArm)).toBe('ab_registration_b');
  });

  it('draws again over a stored value that is no arm', () => {
    storage.setItem(STORAGE_KEYS.abRegistrationArm, 'ab_registration_z');
    expect(registrationArm(true, () => 0.1)).toBe('ab_registration_a');
    expect(storage.getItem(STORAGE_KEYS.abRegistrationArm)).toBe('ab_registration_a');
  });
});
