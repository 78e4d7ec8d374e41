import type { ErrorCode, ErrorDetails, FieldErrors } from '@casino/contracts';

/** Failures that never reached a usable HTTP answer, next to the server's own error codes. */
export type TransportErrorCode = 'NETWORK' | 'TIMEOUT' | 'INVALID_RESPONSE';

export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly code: ErrorCode | TransportErrorCode,
    message: string,
    /** 0 when no response arrived (network error, timeout). */
    readonly status: number,
    readonly fieldErrors: FieldErrors = {},
    /** Facts a coded refusal carries for the player (when a limit resets, when an exclusion ends). */
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }

  /**
   * Only failures a second attempt can fix are retried: the network, a timeout or the server itself.
   * A 4xx says the request is wrong, so repeating it would only repeat the answer.
   */
  get retryable(): boolean {
    return this.code === 'NETWORK' || this.code === 'TIMEOUT' || this.status >= 500;
  }
}
