import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/http-error';
import { applyServerFieldErrors } from './server-errors';

const request = vi.hoisted(() => vi.fn(() => Promise.resolve(undefined)));
vi.mock('../http/api', () => ({ http: { request } }));

type Values = { email: string; password: string; country: string };

const translate = (field: string, message: { key: string }) => `${field}: ${message.key}`;
const invalid = (fieldErrors: Record<string, string[]>) =>
  new HttpError('VALIDATION_FAILED', 'invalid', 422, fieldErrors);

describe('a 422 on a form', () => {
  beforeEach(() => request.mockClear());

  it('puts each message on its shown field, returns what it placed and what it could not, and reports all', () => {
    const setError = vi.fn();
    const result = applyServerFieldErrors<Values>({
      error: invalid({
        'user.email': ['validation.email_taken'],
        'user.country': ['validation.required'],
      }),
      component: 'sign-up',
      // The short sign-up form does not show the country.
      fields: ['email', 'password'],
      setError,
      translate,
    });

    expect(result).toEqual({
      placed: { email: ['validation.email_taken'] },
      unplaced: [{ field: 'country', key: 'validation.required' }],
    });
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'validation.email_taken', message: 'email: validation.email_taken' },
      { shouldFocus: true },
    );
    expect(request).toHaveBeenCalledWith('/metrics-errors-validation', {
      method: 'PUT',
      retries: 0,
      body: {
        side: 'server',
        component: 'sign-up',
        errors: [
          { key: 'email', firstMessage: 'validation.email_taken' },
          { key: 'country', firstMessage: 'validation.required' },
        ],
      },
    });
  });

  it('reports nothing and places nothing for a failure that is not about fields', () => {
    const setError = vi.fn();
    const result = applyServerFieldErrors<Values>({
      error: new HttpError('NETWORK', 'offline', 0),
      component: 'login',
      fields: ['email', 'password'],
      setError,
      translate,
    });
    expect(result).toEqual({ placed: {}, unplaced: [] });
    expect(setError).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
  });
});
