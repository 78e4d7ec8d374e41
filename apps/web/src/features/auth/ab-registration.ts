import { AB_REGISTRATION_GROUPS } from '@casino/contracts';
import { readStored, writeStored } from '../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';

export type RegistrationArm = (typeof AB_REGISTRATION_GROUPS)[number];

/**
 * The A/B registration test (platform-core §4, flag `abRegistration`): arm A is the full form, arm B the short
 * one (e-mail, password, terms; country and currency from the visitor's country). The arm is drawn once per
 * browser so a visitor sees the same form every time, and after sign-up the player joins its group.
 */
export function registrationArm(testRunning: boolean, random: () => number = Math.random): RegistrationArm | null {
  if (!testRunning) return null;
  const stored = readStored('local', STORAGE_KEYS.abRegistrationArm);
  const known = AB_REGISTRATION_GROUPS.find((arm) => arm === stored);
  if (known) return known;
  const drawn = AB_REGISTRATION_GROUPS[random() < 0.5 ? 0 : 1];
  writeStored('local', STORAGE_KEYS.abRegistrationArm, drawn);
  return drawn;
}

export const isShortForm = (arm: RegistrationArm | null) => arm === 'ab_registration_b';
