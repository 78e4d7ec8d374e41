import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { registerThroughApi } from './accounts';

/**
 * A real player, registered through the API with the page's own request context: the browser holds the session
 * cookie, and every call of the shell (profile, wallets, stats, settings) is answered by the server. The page must
 * send a client address of its own (`x-forwarded-for`: `freshAddress()`), or the fourth sign-up of a test file
 * from one address would need a captcha.
 */
export async function signUpPlayer(page: Page, options: { nickname?: string; headers?: Record<string, string> } = {}) {
  return registerThroughApi(page.request, inject('baseUrl'), undefined, options);
}

/**
 * Some players cannot be made here: an account under the Estonian licence needs a site running that licence, and
 * a social sign-up with details missing needs an outside OpenID provider. For those, the real player's real
 * profile is answered with the given fields changed; every other call stays real.
 */
export async function changeProfileFields(page: Page, fields: Record<string, unknown>): Promise<() => Promise<void>> {
  const profileCall = /\/api\/player(\?.*)?$/;
  await page.context().route(profileCall, async (route) => {
    const response = await route.fetch();
    const profile = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...profile, ...fields } });
  });
  return () => page.context().unroute(profileCall);
}

/**
 * Replaces a configuration document through the operator API (as an operator would) for the length of `use`,
 * then puts the stored one back: the browser tests share one server, one file after another.
 */
export async function withConfigDocument(
  name: string,
  change: (stored: Record<string, unknown>) => Record<string, unknown>,
  use: () => Promise<void>,
): Promise<void> {
  const baseUrl = inject('baseUrl');
  const url = `${baseUrl}/api/admin/fe/config/${name}`;
  const headers = {
    authorization: `Bearer ${inject('adminToken')}`,
    'content-type': 'application/json',
    origin: baseUrl,
  };
  const stored = (await (await fetch(`${baseUrl}/api/fe/config/${name}`)).json()) as Record<string, unknown>;
  const put = async (document: unknown) => {
    const response = await fetch(url, { method: 'PUT', headers, body: JSON.stringify(document) });
    if (!response.ok) throw new Error(`PUT ${url} answered ${response.status}: ${await response.text()}`);
  };
  await put(change(stored));
  try {
    await use();
  } finally {
    await put(stored);
  }
}
