import type { PlayerSettings } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { solveChallenge } from 'altcha-lib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, logger } from '../http/api';
import { queryKeys } from '../query-keys';
import { solveCaptcha } from './solve-captcha';

vi.mock('../http/api', () => ({ http: { request: vi.fn() }, logger: { error: vi.fn() } }));
vi.mock('altcha-lib', () => ({ solveChallenge: vi.fn() }));
vi.mock('altcha-lib/algorithms/web/pbkdf2', () => ({ deriveKey: vi.fn() }));

const CHALLENGE = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: 'ab' },
  signature: 'sig',
};
const SETTINGS: PlayerSettings = {
  cent: { url: 'ws://localhost/connection', user: '', token: 't' },
  captcha_key: '/api/captcha/challenge',
  currency: 'EUR',
  locale: 'en',
};

function clientWithSettings() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.playerSettings(), SETTINGS);
  return queryClient;
}

describe('solving the captcha', () => {
  beforeEach(() => {
    vi.mocked(http.request).mockReset().mockResolvedValue(CHALLENGE);
    vi.mocked(logger.error).mockReset();
    vi.mocked(solveChallenge).mockReset();
  });

  it('takes the captcha key from the settings the app holds, without asking for them again', async () => {
    vi.mocked(solveChallenge).mockResolvedValue({ counter: 7, derivedKey: 'ab12', time: 1 } as never);
    const payload = await solveCaptcha(clientWithSettings(), new AbortController().signal);
    expect(vi.mocked(http.request).mock.calls.map(([path]) => path)).toEqual(['/api/captcha/challenge']);
    expect(JSON.parse(atob(payload ?? ''))).toEqual({
      challenge: CHALLENGE,
      solution: { counter: 7, derivedKey: 'ab12', time: 1 },
    });
  });

  it('resolves to null instead of rejecting when the solver throws (no Web Crypto, a bad challenge)', async () => {
    vi.mocked(solveChallenge).mockRejectedValue(new TypeError('crypto.subtle is undefined'));
    await expect(solveCaptcha(clientWithSettings(), new AbortController().signal)).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith('CAPTCHA_ERROR', 'crypto.subtle is undefined');
  });

  it("lets go of the form's abort signal once solved", async () => {
    vi.mocked(solveChallenge).mockRejectedValue(new Error('bad key prefix'));
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    await solveCaptcha(clientWithSettings(), controller.signal);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
