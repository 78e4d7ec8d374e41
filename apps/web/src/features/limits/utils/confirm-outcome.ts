import { HttpError } from '../../../lib/http/http-error';

export type ConfirmOutcome =
  | { kind: 'working' }
  | { kind: 'confirmed' }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'notDue'; from: string | null }
  | { kind: 'failed' };

/**
 * What the confirmation link's answer means for the player. The server says `validation.token_expired` or
 * `validation.token_invalid` on the token field, and `LIMIT_CHANGE_NOT_DUE` (with `confirmable_from`) when the
 * 24-hour wait is not over; anything else is a failure to try again, never read as "confirmed".
 */
export function confirmOutcomeOf({
  token,
  pending,
  error,
}: {
  token: string;
  pending: boolean;
  error: unknown;
}): ConfirmOutcome {
  if (token === '') return { kind: 'invalid' };
  if (error instanceof HttpError) {
    // A plain string: the code arrives with the server's contract, which may name codes this build does not.
    const code: string = error.code;
    if (code === 'LIMIT_CHANGE_NOT_DUE') {
      const from = error.details.confirmable_from;
      return { kind: 'notDue', from: typeof from === 'string' ? from : null };
    }
    const tokenKeys = error.fieldErrors.token ?? [];
    if (tokenKeys.includes('validation.token_expired')) return { kind: 'expired' };
    if (code === 'TOKEN_INVALID' || tokenKeys.length > 0) return { kind: 'invalid' };
    return { kind: 'failed' };
  }
  if (error) return { kind: 'failed' };
  if (pending) return { kind: 'working' };
  return { kind: 'confirmed' };
}
