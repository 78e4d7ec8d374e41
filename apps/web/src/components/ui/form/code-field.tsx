import { useState } from 'react';
import { TextField } from './text-field';

/**
 * What a code field holds (a coupon, a deposit promo code). `take` gives the trimmed code to send, or `null` after
 * marking the field as missing when nothing but spaces was typed; typing again clears that mark.
 */
export function useCodeEntry(initialCode = '') {
  const [code, setCode] = useState(initialCode);
  const [missing, setMissing] = useState(false);
  return {
    code,
    missing,
    change: (value: string) => {
      setCode(value);
      if (missing) setMissing(false);
    },
    clear: () => setCode(''),
    take: () => {
      const trimmed = code.trim();
      setMissing(trimmed === '');
      return trimmed === '' ? null : trimmed;
    },
  };
}

type CodeEntry = ReturnType<typeof useCodeEntry>;

/** A code as printed on a banner or an e-mail: capitals, no autocomplete or spell check to "correct" it. */
export function CodeField({
  label,
  missingMessage,
  entry,
  maxLength,
}: {
  label: string;
  missingMessage: string;
  entry: CodeEntry;
  maxLength: number;
}) {
  return (
    <TextField
      label={label}
      value={entry.code}
      onChange={(event) => entry.change(event.target.value)}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={maxLength}
      error={entry.missing ? missingMessage : undefined}
    />
  );
}
