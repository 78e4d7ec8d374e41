import { captchaChallengeSchema } from '@casino/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { http } from '../http/api';

/** Captcha generation waits for the settings' captcha key: up to 5 tries, 500 ms apart (engagement §5). */
const KEY_ATTEMPTS = 5;
const KEY_RETRY_MS = 500;

const settingsSchema = {
  parse(input: unknown): { captcha_key: string | null } {
    const key = (input as { captcha_key?: unknown } | null)?.captcha_key;
    return { captcha_key: typeof key === 'string' && key !== '' ? key : null };
  },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function captchaKey(signal: AbortSignal): Promise<string | null> {
  for (let attempt = 1; attempt <= KEY_ATTEMPTS; attempt += 1) {
    const settings = await http
      .request('/api/player/settings', { schema: settingsSchema, signal, retries: 0 })
      .catch(() => undefined);
    if (settings?.captcha_key) return settings.captcha_key;
    if (attempt < KEY_ATTEMPTS) await wait(KEY_RETRY_MS);
  }
  return null;
}

/**
 * Fetches a proof-of-work challenge from the settings' captcha key and solves it in the browser (ALTCHA, PBKDF2
 * on Web Crypto). Resolves to the payload the forms send as `captcha`, or null when no challenge could be had
 * (failures are logged only, engagement §8); the server then keeps asking.
 */
export async function solveCaptcha(signal: AbortSignal): Promise<string | null> {
  const key = await captchaKey(signal);
  if (!key || signal.aborted) return null;
  const challenge = await http
    .request(key, { schema: captchaChallengeSchema, signal, retries: 2, logCode: 'CAPTCHA_ERROR' })
    .catch(() => undefined);
  if (!challenge || signal.aborted) return null;
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, controller, deriveKey });
  if (!solution) return null;
  return btoa(JSON.stringify({ challenge, solution }));
}
