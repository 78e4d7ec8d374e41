import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';

type Fallback = 'payments.errors.generic' | 'cashbox.reasons.other';

/**
 * Translates a key the server chose (a field error, a decline reason, a method's name): the key when this build
 * knows it, else the given fallback, so a player never reads a raw key.
 */
export function useKeyTranslator() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (key: string, fallback: Fallback | { text: string }) => {
      if (i18n.exists(key)) return t(key as Fallback);
      return typeof fallback === 'string' ? t(fallback) : fallback.text;
    },
    [t, i18n],
  );
}
