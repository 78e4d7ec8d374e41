import { useCallback } from 'react';
import { useMoney } from '../chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import { resultMark, type LiveFamily } from './live-outcome';

/** Results as the strip, the banner and screen readers give them, in the player's language. */
export function useResultMarks(family: LiveFamily) {
  const { t } = useI18n();
  const { multiplier } = useMoney();
  return useCallback(
    (outcome: Record<string, unknown> | null) =>
      outcome ? resultMark(family, outcome, { t, multiplier: (value: string) => multiplier(value) }) : undefined,
    [family, multiplier, t],
  );
}
