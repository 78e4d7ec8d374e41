import type { UserLimitPeriod, UserLimitRequest, UserLimitType } from '@casino/contracts';
import {
  USER_LIMIT_PERIOD_ALIASES,
  USER_LIMIT_PERIODS,
  USER_LIMIT_PERIODS_BY_TYPE,
  USER_LIMIT_TYPE_ALIASES,
  USER_LIMIT_TYPES,
} from '@casino/contracts';
import { invalidFields } from '../../lib/app-error';
import { isMoneyLimit } from './limit-rules';

export const LIMIT_MESSAGE_KEYS = {
  typeUnknown: 'validation.limit_type_unknown',
  periodUnavailable: 'validation.limit_period_unavailable',
  currencyNotHeld: 'validation.limit_currency_not_held',
  amountRequired: 'validation.limit_amount_required',
} as const;

/** A request in our own spelling, its amounts checked against the wallets the player holds. */
export type LimitRequest = {
  type: UserLimitType;
  period: UserLimitPeriod;
  /** Requested amount per currency (money limits). */
  amounts: Map<string, number>;
  amountMinutes: number | null;
  password: string | undefined;
};

/** Reads the family's spellings (`cooling_off`, `daily`), and refuses with field messages what cannot be a limit. */
export function readLimitRequest(request: UserLimitRequest, heldCurrencies: string[]): LimitRequest {
  const type = USER_LIMIT_TYPE_ALIASES[request.type] ?? request.type;
  if (!(USER_LIMIT_TYPES as readonly string[]).includes(type)) {
    throw invalidFields({ type: [LIMIT_MESSAGE_KEYS.typeUnknown] });
  }
  const limitType = type as UserLimitType;
  const period = USER_LIMIT_PERIOD_ALIASES[request.period] ?? request.period;
  if (
    !(USER_LIMIT_PERIODS as readonly string[]).includes(period) ||
    !USER_LIMIT_PERIODS_BY_TYPE[limitType].includes(period as UserLimitPeriod)
  ) {
    throw invalidFields({ period: [LIMIT_MESSAGE_KEYS.periodUnavailable] });
  }
  const amounts = new Map<string, number>();
  if (isMoneyLimit(limitType)) {
    const accounts = request.accounts ?? [];
    if (accounts.length === 0) throw invalidFields({ accounts: [LIMIT_MESSAGE_KEYS.amountRequired] });
    const errors: Record<string, string[]> = {};
    accounts.forEach((account, index) => {
      if (!heldCurrencies.includes(account.currency)) {
        errors[`accounts.${index}.currency`] = [LIMIT_MESSAGE_KEYS.currencyNotHeld];
      }
      amounts.set(account.currency, account.amount_cents);
    });
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
  }
  if (limitType === 'session' && request.amount_minutes === undefined) {
    throw invalidFields({ amount_minutes: [LIMIT_MESSAGE_KEYS.amountRequired] });
  }
  return {
    type: limitType,
    period: period as UserLimitPeriod,
    amounts,
    amountMinutes: limitType === 'session' ? (request.amount_minutes ?? null) : null,
    password: request.password,
  };
}
