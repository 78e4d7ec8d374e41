import { readStored, writeStored } from './browser-storage';

/** The marks of every player who used this browser, by id: a shared computer must not mix them up. */
function readAll(key: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readStored('local', key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** A remembered moment (ISO) for one player under `key`, or null. */
export function readPlayerMark(key: string, playerId: number): string | null {
  return readAll(key)[String(playerId)] ?? null;
}

export function writePlayerMark(key: string, playerId: number, value: string): void {
  writeStored('local', key, JSON.stringify({ ...readAll(key), [String(playerId)]: value }));
}
