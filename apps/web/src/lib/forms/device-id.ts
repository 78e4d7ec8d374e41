import { readStored, writeStored } from '../storage/browser-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

/**
 * The device id sent as `dfpc` with sign-in and registration. The spec's anti-fraud fingerprint service is a third
 * party we do not embed; a random id kept on the device gives the server the same signal (the same browser
 * coming back) without fingerprinting anyone.
 */
export function deviceId(): string {
  const stored = readStored('local', STORAGE_KEYS.deviceId);
  if (stored) return stored;
  const created = crypto.randomUUID();
  writeStored('local', STORAGE_KEYS.deviceId, created);
  return created;
}
