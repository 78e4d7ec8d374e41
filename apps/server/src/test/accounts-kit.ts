import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { desc } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { devMailMessages } from '../db/schema';

let addressCounter = 0;
/** A client address of its own, so per-address limits of one test do not spill into the next. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.${1 + (process.pid % 250)}`;
}

let emailCounter = 0;
export function freshEmail(prefix = 'player'): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${emailCounter}@example.com`;
}

export const PASSWORD = 'Secret#123';

/** The session cookie (name=value) a response set, for sending back as `cookie`. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('casino_session') && c.value);
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    user: {
      email: freshEmail(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      currency: 'EUR',
      country: 'DE',
      terms_acceptance: true,
      ...overrides,
    },
  };
}

export type TestPlayer = { id: number; email: string; password: string; cookie: string; address: string };

/** Registers a player from an address of its own and returns their session cookie. */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestPlayer> {
  const address = freshAddress();
  const body = registrationBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/users', payload: body, remoteAddress: address });
  expect(response.statusCode, response.body).toBe(201);
  return {
    id: response.json<{ id: number }>().id,
    email: body.user.email,
    password: body.user.password,
    cookie: sessionCookie(response),
    address,
  };
}

export function signIn(
  app: FastifyInstance,
  user: Record<string, unknown>,
  options: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/users/sign_in',
    payload: { user },
    remoteAddress: freshAddress(),
    ...options,
  } as InjectOptions);
}

/** As the browser does it: fetch a challenge, spend CPU until solved, send the base64 JSON payload. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ url: '/api/captcha/challenge' })).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Waits for the development mailbox to hold a message for `to` (mail is sent in the background). */
export async function waitForDevMail(db: Database, to: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await db.select().from(devMailMessages).orderBy(desc(devMailMessages.id));
    const found = rows.find((row) => row.recipients.includes(to));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
}

/** The first link in a mail's text with `param` in its query, and that parameter's value. */
export function linkWith(text: string, param: string): { url: URL; token: string } {
  for (const match of text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    const token = url.searchParams.get(param);
    if (token) return { url, token };
  }
  throw new Error(`no link with ${param} in:\n${text}`);
}
