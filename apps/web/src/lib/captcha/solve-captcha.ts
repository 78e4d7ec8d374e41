import { captchaChallengeSchema } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { http, logger } from '../http/api';
import { playerSettingsQueryOptions } from '../realtime/player-settings';

/** Captcha generation waits for the settings' captcha key: up to 5 tries, 500 ms apart (engagement §5). */
const KEY_ATTEMPTS = 5;
const KEY_RETRY_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The captcha key from the player settings the app already holds; only when they have none is it asked again,
 * and the fresh answer goes into the shared cache.
 */
async function captchaKey(queryClient: QueryClient, signal: AbortSignal): Promise<string | null> {
  for (let attempt = 1; attempt <= KEY_ATTEMPTS && !signal.aborted; attempt += 1) {
    const options = playerSettingsQueryOptions();
    const settings = await queryClient
      .fetchQuery(attempt === 1 ? options : { ...options, staleTime: 0 })
      .catch(() => null);
    if (settings?.captcha_key) return settings.captcha_key;
    if (attempt < KEY_ATTEMPTS) await wait(KEY_RETRY_MS);
  }
  return null;
}

async function solve(queryClient: QueryClient, signal: AbortSignal): Promise<string | null> {
  const key = await captchaKey(queryClient, signal);
  if (!key || signal.aborted) return null;
  const challenge = await http
    .request(key, { schema: captchaChallengeSchema, signal, retries: 2, logCode: 'CAPTCHA_ERROR' })
    .catch(() => undefined);
  if (!challenge || signal.aborted) return null;
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const solution = await solveChallenge({ challenge, controller, deriveKey });
    if (!solution) return null;
    return btoa(JSON.stringify({ challenge, solution }));
  } finally {
    signal.removeEventListener('abort', abort);
  }
}

/**
 * Fetches a proof-of-work challenge from the settings' captcha key and solves it in the browser (ALTCHA, PBKDF2
 * on Web Crypto). Resolves to the payload the forms send as `captcha`, or null when no challenge could be had
 * (failures are logged only, engagement §8); the server then keeps asking. It never rejects: a challenge the
 * library cannot take, or a page without Web Crypto (plain http), is such a failure too.
 */
export async function solveCaptcha(queryClient: QueryClient, signal: AbortSignal): Promise<string | null> {
  try {
    return await solve(queryClient, signal);
  } catch (error) {
    if (!signal.aborted) logger.error('CAPTCHA_ERROR', error instanceof Error ? error.message : String(error));
    return null;
  }
}
