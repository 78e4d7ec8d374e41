import { useCallback } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import { formatAmount } from '../../lib/money/format-amount';
import { formatMultiplier } from '../../lib/money/format-multiplier';
import { useGame } from '../session/game-context';

/** Formatters bound to the session's currency and the player's language. */
export function useMoney() {
  const { locale } = useI18n();
  const { session } = useGame();
  const amount = useCallback(
    (minorUnits: number) =>
      formatAmount(minorUnits, { currency: session.currency, exponent: session.currency_exponent, locale }),
    [locale, session.currency, session.currency_exponent],
  );
  const multiplier = useCallback((value: string | number) => formatMultiplier(value, locale), [locale]);
  return { amount, multiplier };
}
