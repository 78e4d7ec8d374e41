import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../http/http-error';
import { solveCaptcha } from './solve-captcha';

export type CaptchaState = 'off' | 'solving' | 'ready' | 'failed';

function isCaptchaDemand(error: unknown): boolean {
  return error instanceof HttpError && error.code === 'CAPTCHA_REQUIRED';
}

/**
 * The self-hosted captcha of a form. It stays out of the way until the server asks for it (after repeated
 * failures); from then on every submit first solves a fresh proof of work, because one solution buys one request.
 */
export function useCaptcha() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CaptchaState>('off');
  const required = useRef(false);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  return {
    state,
    /** The server said a captcha is due: from now on `solve` produces one. */
    require() {
      required.current = true;
    },
    get required() {
      return required.current;
    },
    /** A fresh payload when one is required, else undefined. */
    async solve(): Promise<string | undefined> {
      if (!required.current) return undefined;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState('solving');
      let payload: string | null = null;
      try {
        payload = await solveCaptcha(queryClient, controller.signal);
        return controller.signal.aborted ? undefined : (payload ?? undefined);
      } finally {
        // Whatever happened, "checking" must not stay on screen; a newer solve owns the state once it started.
        if (!controller.signal.aborted) setState(payload ? 'ready' : 'failed');
        if (running.current === controller) running.current = null;
      }
    },
  };
}

/**
 * Runs a request with the captcha: when the server answers CAPTCHA_REQUIRED, solves one and tries once more, so
 * the person sees a short "checking" step instead of a second button press.
 */
export async function withCaptcha<Result>(
  captcha: ReturnType<typeof useCaptcha>,
  send: (captchaPayload: string | undefined) => Promise<Result>,
): Promise<Result> {
  try {
    return await send(await captcha.solve());
  } catch (error) {
    if (!isCaptchaDemand(error) || captcha.required) throw error;
    captcha.require();
    return send(await captcha.solve());
  }
}
