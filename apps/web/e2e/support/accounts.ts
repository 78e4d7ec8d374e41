import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const PASSWORD = 'Secret#123';

let counter = 0;

/** A new e-mail address per call, unique across runs that share a database. */
export function freshEmail(prefix = 'player'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/**
 * A client address of its own (sent as X-Forwarded-For), so per-address limits stay per test. Every test file runs
 * in a fresh process, so a counter would start again in each: the address is random instead, 96 random bits in the
 * documentation range 2001:db8::/32, which no two tests of one run (nor of runs sharing a database) will share.
 */
export function freshAddress(): string {
  const groups = randomBytes(12).toString('hex').match(/.{4}/g) ?? [];
  return ['2001', 'db8', ...groups].join(':');
}

/** State-changing calls from outside the page must say where they come from, like the browser does. */
const sameSite = (baseUrl: string) => ({ origin: baseUrl });

/**
 * Registers a player through the API with the page's own request context, so the browser holds the session
 * cookie afterwards, as if the player had signed up there.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  baseUrl: string,
  email = freshEmail(),
  { headers = {}, ...extra }: { nickname?: string; headers?: Record<string, string> } = {},
) {
  const response = await request.post(`${baseUrl}/api/users`, {
    headers: { ...headers, ...sameSite(baseUrl) },
    data: {
      user: {
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        currency: 'EUR',
        country: 'DE',
        terms_acceptance: true,
        ...extra,
      },
    },
  });
  if (response.status() !== 201) {
    throw new Error(`registration answered ${response.status()}: ${await response.text()}`);
  }
  return { email, password: PASSWORD };
}

/** Turns two-factor on through the API and returns the secret an authenticator app would hold. */
export async function enableTwoFactorThroughApi(
  request: APIRequestContext,
  baseUrl: string,
  codeFor: (secret: string) => string,
): Promise<string> {
  const setup = await request.post(`${baseUrl}/api/player/two_factor`, { headers: sameSite(baseUrl) });
  if (!setup.ok()) throw new Error(`two-factor setup answered ${setup.status()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const confirm = await request.post(`${baseUrl}/api/player/two_factor/confirm`, {
    headers: sameSite(baseUrl),
    data: { otp_attempt: codeFor(secret) },
  });
  if (!confirm.ok()) throw new Error(`two-factor confirm answered ${confirm.status()}: ${await confirm.text()}`);
  return secret;
}

export async function signOutThroughApi(request: APIRequestContext, baseUrl: string): Promise<void> {
  await request.delete(`${baseUrl}/api/users/sign_out`, { headers: sameSite(baseUrl) });
}

/**
 * Opens the newest message to `recipient` in the development mailbox (the operator's view of the mail the server
 * sent over SMTP), or the `age`-th older one, and follows its action link, the way a player clicks the button in
 * their inbox.
 *
 * Mail goes out after the request that caused it has been answered, so the mailbox is read again until it holds
 * `expected` matching messages: following an older link too early would use one that a newer mail replaced.
 */
export async function followMailLink(
  page: Page,
  baseUrl: string,
  recipient: string,
  subject: string,
  expected = 1,
  age = 0,
) {
  // The mailbox is served to this machine only; the test browser says it is elsewhere (X-Forwarded-For).
  const adminToken = inject('adminToken');
  const mailbox = `${baseUrl}/dev/mailbox**`;
  await page.route(mailbox, (route) =>
    route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${adminToken}` } }),
  );
  const rows = page.locator('tr, li').filter({ hasText: recipient }).filter({ hasText: subject });
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl}/dev/mailbox`);
        return rows.count();
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBeGreaterThanOrEqual(expected);
  await rows.nth(age).getByRole('link').first().click();
  const link = page.locator('pre a').first();
  await link.waitFor();
  const href = (await link.getAttribute('href')) ?? '';
  await page.unroute(mailbox);
  await page.goto(href);
}
