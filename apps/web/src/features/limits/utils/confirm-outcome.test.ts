import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http/http-error';
import { confirmOutcomeOf } from './confirm-outcome';

const refused = (code: string, fields: Record<string, string[]> = {}, details = {}) =>
  new HttpError(code as 'TOKEN_INVALID', 'refused', 422, fields, details);

describe('confirmOutcomeOf', () => {
  it('treats a missing token as an invalid link without asking the server', () => {
    expect(confirmOutcomeOf({ token: '', pending: true, error: null })).toEqual({ kind: 'invalid' });
  });

  it('waits, then reports a confirmation only when the call succeeded', () => {
    expect(confirmOutcomeOf({ token: 't', pending: true, error: null })).toEqual({ kind: 'working' });
    expect(confirmOutcomeOf({ token: 't', pending: false, error: null })).toEqual({ kind: 'confirmed' });
  });

  it('tells an expired link from an invalid one', () => {
    const expired = refused('TOKEN_INVALID', { token: ['validation.token_expired'] });
    const invalid = refused('TOKEN_INVALID', { token: ['validation.token_invalid'] });
    expect(confirmOutcomeOf({ token: 't', pending: false, error: expired })).toEqual({ kind: 'expired' });
    expect(confirmOutcomeOf({ token: 't', pending: false, error: invalid })).toEqual({ kind: 'invalid' });
  });

  it('says when a change may be confirmed if the 24-hour wait is not over', () => {
    const early = refused('LIMIT_CHANGE_NOT_DUE', {}, { confirmable_from: '2026-11-26T10:00:00Z' });
    expect(confirmOutcomeOf({ token: 't', pending: false, error: early })).toEqual({
      kind: 'notDue',
      from: '2026-11-26T10:00:00Z',
    });
  });

  it('never reads a network failure as a confirmation', () => {
    const offline = new HttpError('NETWORK', 'offline', 0);
    expect(confirmOutcomeOf({ token: 't', pending: false, error: offline })).toEqual({ kind: 'failed' });
  });
});
