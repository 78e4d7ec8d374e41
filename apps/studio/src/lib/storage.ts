/** localStorage that never throws: a frame with storage blocked (private mode, strict settings) still plays. */
export function readStored(key: string): string | undefined {
  try {
    return window.localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the setting simply lasts for this visit only.
  }
}
