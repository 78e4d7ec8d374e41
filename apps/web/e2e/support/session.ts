import type { Page, Route } from 'playwright-core';

/**
 * A plausible logged-in player, as `GET /api/player` returns one (platform-core §3). The browser tests fake the
 * session at the network edge, so the shell's logged-in state is tested without the accounts flows.
 */
export const FAKE_PLAYER = {
  id: 4242,
  email: 'mia.hart@example.com',
  nickname: 'MiaLuck',
  first_name: 'Mia',
  last_name: 'Hart',
  date_of_birth: '1990-04-12',
  gender: 'female',
  country: 'MT',
  city: 'Valletta',
  address: '1 Republic Street',
  postal_code: 'VLT 1111',
  state: null,
  mobile_phone: '+35679000000',
  mobile_phone_without_dial_code: '79000000',
  personal_id: null,
  profession: null,
  receive_promos: true,
  receive_sms_promos: false,
  currency: 'EUR',
  language: 'en',
  locale: 'en',
  statuses: [{ id: '259', name: 'Gold' }],
  groups: ['vip_level_4'],
  auth_fields_missed: [],
  confirmed_at: '2025-01-01T10:00:00Z',
  created_at: '2025-01-01T10:00:00Z',
  current_sign_in_at: '2026-11-20T10:00:00Z',
  deposit_bonus_code: null,
  can_issue_bonuses: true,
  autoregistered: false,
  autologin_link: null,
  verified: true,
  sumsub_verified: true,
  license_name: 'CW',
  sow_questionnaire_expires_at: null,
  two_factor_enabled: false,
};

export const FAKE_ACCOUNTS = [
  { currency: 'EUR', active: true, amount_cents: 125_050, available_to_cashout_cents: 98_000, subunits_to_unit: 100 },
];

/** Lifetime totals for the profile page (`GET /api/player/stats`). */
export const FAKE_STATS = {
  currency: 'EUR',
  sign_in_count: 42,
  deposits_count: 7,
  deposits_sum_cents: 185_000,
  cashouts_count: 2,
  cashouts_sum_cents: 64_000,
  bets_sum_cents: 1_250_000,
  wins_sum_cents: 1_198_500,
};

export const FAKE_AUTH_PROVIDERS = [{ id: null, name: 'google_oauth2', connected: false, email: null }];

export type FakeSession = {
  player: typeof FAKE_PLAYER | null;
  /** Overrides of `manage-promotion-pages`. */
  pageToggles?: Record<string, boolean>;
};

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/**
 * Fakes the login state (and optionally the page toggles) for every page of the context. The visitor's country is
 * not faked: send the trusted country header (`COUNTRY_HEADER`) with the page, and the server places the visitor.
 */
export async function fakeSession(page: Page, session: FakeSession): Promise<{ localeUpdates: unknown[] }> {
  const localeUpdates: unknown[] = [];
  const context = page.context();
  await context.route(/\/api\/player(\?.*)?$/, (route) =>
    session.player
      ? json(route, 200, session.player)
      : json(route, 401, { error: { code: 'UNAUTHORIZED', message: 'Not logged in' } }),
  );
  await context.route(/\/api\/player\/accounts$/, (route) => json(route, 200, FAKE_ACCOUNTS));
  await context.route(/\/api\/user_limits$/, (route) => json(route, 200, []));
  // The profile pages' own calls: without a real session cookie the server would answer 401 and log out.
  await context.route(/\/api\/player\/stats$/, (route) => json(route, 200, FAKE_STATS));
  await context.route(/\/api\/auth_providers$/, (route) => json(route, 200, FAKE_AUTH_PROVIDERS));
  await context.route(/\/api\/player\/update_locale$/, (route) => {
    localeUpdates.push(route.request().postDataJSON());
    return route.fulfill({ status: 204 });
  });
  const { pageToggles } = session;
  if (pageToggles) {
    await context.route(/\/api\/fe\/config\/manage-promotion-pages$/, async (route) => {
      const response = await route.fetch();
      await json(route, 200, { ...((await response.json()) as object), ...pageToggles });
    });
  }
  return { localeUpdates };
}
