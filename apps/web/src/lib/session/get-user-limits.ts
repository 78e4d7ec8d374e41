import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/api';
import { queryKeys } from '../query-keys';

/** The parts of a user limit (platform-core §3) that decide whether it is reached. */
type UserLimit = {
  type: string;
  accounts: readonly { currency: string; amount_cents: number; current_value_amount_cents: number }[];
};

const userLimitsSchema = {
  parse(input: unknown): UserLimit[] {
    if (!Array.isArray(input)) throw new Error('user_limits: not a list');
    return input.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { type, accounts } = item as Record<string, unknown>;
      if (typeof type !== 'string') return [];
      const parsedAccounts = (Array.isArray(accounts) ? accounts : []).flatMap((account: unknown) => {
        const { currency, amount_cents, current_value_amount_cents } = (account ?? {}) as Record<string, unknown>;
        if (typeof currency !== 'string' || typeof amount_cents !== 'number') return [];
        return [
          {
            currency,
            amount_cents,
            current_value_amount_cents: typeof current_value_amount_cents === 'number' ? current_value_amount_cents : 0,
          },
        ];
      });
      return [{ type, accounts: parsedAccounts }];
    });
  },
};

/**
 * A limit is reached when its amount minus the absolute current value is zero or less; a cooling-off period
 * always counts as reached (platform-core §4).
 */
export function isLimitReached(limit: UserLimit): boolean {
  if (limit.type === 'coolingoff') return true;
  return limit.accounts.some((account) => account.amount_cents - Math.abs(account.current_value_amount_cents) <= 0);
}

/** `GET /api/user_limits`. Until the limits module exists (or if it fails) nothing counts as reached. */
async function fetchUserLimits(signal?: AbortSignal): Promise<UserLimit[]> {
  const limits = await http
    .request('/api/user_limits', { schema: userLimitsSchema, signal, logCode: 'LOAD_USER_LIMITS_ERROR', retries: 1 })
    .catch(() => undefined);
  return limits ?? [];
}

export const userLimitsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.userLimits(),
    queryFn: ({ signal }) => fetchUserLimits(signal),
    staleTime: 30_000,
  });
