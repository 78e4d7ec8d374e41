import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http/http-error';
import { launchProblemOf } from './launch-problem';

describe('launchProblemOf', () => {
  it('maps each refusal code to its own state', () => {
    expect(launchProblemOf(new HttpError('GAME_RESTRICTED_IN_REGION', 'no', 451))).toEqual({ kind: 'region' });
    expect(launchProblemOf(new HttpError('GAME_CURRENCY_UNSUPPORTED', 'no', 422))).toEqual({ kind: 'currency' });
    expect(launchProblemOf(new HttpError('GAME_DEMO_UNAVAILABLE', 'no', 422))).toEqual({ kind: 'demo-unavailable' });
    expect(launchProblemOf(new HttpError('GAME_UNAVAILABLE', 'no', 409))).toEqual({ kind: 'unavailable' });
    expect(launchProblemOf(new HttpError('NOT_FOUND', 'no', 404))).toEqual({ kind: 'not-found' });
    expect(launchProblemOf(new HttpError('UNAUTHORIZED', 'no', 401))).toEqual({ kind: 'signed-out' });
  });

  it('names exactly the profile fields the refusal lists', () => {
    const refusal = new HttpError('GAME_PROFILE_INCOMPLETE', 'no', 422, {
      date_of_birth: ['validation.required'],
      city: ['validation.required'],
    });
    expect(launchProblemOf(refusal)).toEqual({ kind: 'profile', fields: ['date_of_birth', 'city'] });
  });

  it('falls back to the status when the body has no code of ours', () => {
    expect(launchProblemOf(new HttpError('BAD_REQUEST', 'HTTP 451', 451))).toEqual({ kind: 'region' });
    expect(launchProblemOf(new HttpError('BAD_REQUEST', 'HTTP 404', 404))).toEqual({ kind: 'not-found' });
  });

  it('offers a retry for failures a second attempt may fix', () => {
    expect(launchProblemOf(new HttpError('NETWORK', 'offline', 0))).toEqual({ kind: 'error' });
    expect(launchProblemOf(new HttpError('INTERNAL', 'boom', 500))).toEqual({ kind: 'error' });
    expect(launchProblemOf(new Error('schema'))).toEqual({ kind: 'error' });
  });
});
