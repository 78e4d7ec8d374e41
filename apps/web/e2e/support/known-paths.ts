/**
 * Every path the two specs name, with where a visit ends for a guest and for a logged-in player: the final
 * address (locale-free, query included) and whether a modal is open over the page. The guard logic itself
 * is proved row by row in src/app/routing/resolve-route.test.ts; this list checks the built app agrees.
 */
export type Arrival = { url: string; modal?: boolean };

/** "Where the player already was": cashbox routes open their modal over the current page. */
export const CURRENT_PAGE = 'current page';
/** `notFound`: the one deliberate unknown address, which must show the not-found page; no other path may. */
export type KnownPath = { path: string; guest: Arrival; player: Arrival; notFound?: true };

type CatalogueSamples = { provider: string; game: { provider: string; slug: string } };

const stay = (path: string, modal = false): Arrival => ({ url: path, modal });
const registration = (from: string): Arrival => ({
  url: `/registration?redirect=${encodeURIComponent(from)}`,
  modal: true,
});
const lobby: Arrival = { url: '/' };

const everyone = (path: string, modal = false): KnownPath => ({
  path,
  guest: stay(path, modal),
  player: stay(path, modal),
});
const playersOnly = (path: string): KnownPath => ({ path, guest: registration(path), player: stay(path) });
const guestsOnly = (path: string): KnownPath => ({ path, guest: stay(path, true), player: lobby });
/**
 * Cashbox routes never render a page: followed inside the app, their modal opens over the page the player is on
 * (opened directly, over the lobby: the first-navigation rule, checked in shell.e2e.test.ts).
 */
const cashbox = (path: string): KnownPath => ({
  path,
  guest: registration(path),
  player: { url: CURRENT_PAGE, modal: true },
});
const redirect = (path: string, to: string, modal = false): KnownPath => ({
  path,
  guest: stay(to, modal),
  player: stay(to, modal),
});

export function knownPaths({ provider, game }: CatalogueSamples): KnownPath[] {
  return [
    // platform-core §2
    everyone('/'),
    everyone('/pokies'),
    everyone('/pokies/all'),
    everyone('/pokies/new'),
    everyone('/live'),
    everyone('/live/all'),
    everyone('/live/top'),
    everyone('/favorite-games'),
    everyone('/categories/top'),
    everyone('/games/top'),
    everyone('/games/top/2'),
    everyone(`/producers/${provider}`),
    everyone(`/producers/${provider}/2`),
    cashbox('/cashbox'),
    cashbox('/dashboard'),
    cashbox('/deposit'),
    cashbox('/accounts/1/deposit'),
    cashbox('/deposit-bonus'),
    cashbox('/withdraw'),
    cashbox('/deposit-fast'),
    playersOnly('/profile'),
    playersOnly('/profile/main'),
    playersOnly('/profile/level'),
    playersOnly('/profile/gifts'),
    playersOnly('/profile/verification'),
    playersOnly('/profile/limits'),
    playersOnly('/profile/security'),
    playersOnly('/profile/games-history'),
    playersOnly('/profile/promocode'),
    everyone('/profile/limits/confirm?token=abc'),
    everyone('/support'),
    everyone(`/play/${game.provider}/${game.slug}?mode=demo`),
    redirect(`/play/${game.provider}`, `/producers/${game.provider}`),
    everyone('/oops'),
    guestsOnly('/sign-in'),
    guestsOnly('/sign-up'),
    guestsOnly('/remind'),
    guestsOnly('/registration'),
    guestsOnly('/login'),
    everyone('/new-password?reset_password_token=t1', true),
    everyone('/email-verify', true),
    everyone('/confirmation?confirmation_token=c1', true),
    guestsOnly('/sport/registration'),
    guestsOnly('/sport/login'),
    everyone('/sport'),
    everyone('/sport/football'),
    everyone('/ffc'),
    everyone('/privacy-policy'),
    everyone('/cookie-policy'),
    everyone('/terms-and-conditions'),
    everyone('/general-rules'),
    // engagement §2
    everyone('/slots'),
    everyone('/tournaments'),
    everyone('/tournaments/all'),
    everyone('/tournaments/producers'),
    everyone('/tournaments/lotteries'),
    everyone('/tournaments/actions'),
    everyone('/tournaments/live'),
    everyone('/tournaments/achievements'),
    everyone('/tournaments/archive'),
    everyone('/tournaments/spring-sprint'),
    everyone('/lottery/weekly-draw'),
    everyone('/leaderboard/spring-sprint'),
    everyone('/arena'),
    everyone('/action'),
    everyone('/action/quest--m--treasure'),
    everyone('/quests'),
    everyone('/achievements'),
    everyone('/promotions'),
    everyone('/promotions/welcome-pack'),
    everyone('/vip'),
    everyone('/vip/rewards'),
    everyone('/vip/info'),
    redirect('/aquanova-odyssey', '/promotions'),
    everyone('/rocket-mart'),
    redirect('/rocket-mart/discounts', '/rocket-mart'),
    everyone('/rocket-mart/freespins'),
    everyone('/rocket-mart/money'),
    everyone('/rocket-mart/special'),
    playersOnly('/rocket-mart/exchange'),
    redirect('/rocket-chance', '/promotions'),
    everyone('/rocketmart-wheel'),
    everyone('/rocketplay-wheel'),
    everyone('/wheel-segments'),
    everyone('/benefits-of-crypto'),
    everyone('/awards'),
    everyone('/responsible-gaming'),
    everyone('/news'),
    everyone('/news/new-studio'),
    everyone('/payments'),
    everyone('/provably-fair'),
    everyone('/popup/welcome', true),
    { ...everyone('/no-such-page'), notFound: true },
    // redirects
    redirect('/profile/password/edit?reset_password_token=t1', '/new-password?reset_password_token=t1', true),
    redirect('/users/password/edit?reset_password_token=t1', '/new-password?reset_password_token=t1', true),
    redirect('/profile/confirmation?confirmation_token=c1', '/confirmation?confirmation_token=c1', true),
    redirect('/users/confirmation?confirmation_token=c1', '/confirmation?confirmation_token=c1', true),
    redirect('/accounts/history', '/'),
    { path: '/users/sign_in', guest: stay('/registration', true), player: lobby },
    redirect('/rocketplay-vipclub', '/vip'),
    { path: '/users', guest: registration('/profile'), player: stay('/profile') },
    { path: '/users/limits', guest: registration('/profile/limits'), player: stay('/profile/limits') },
    redirect('/pokies/', '/pokies'),
  ];
}

/** The same arrival on a locale's site: every address carries the prefix, the redirect query included. */
export function inLocale(arrival: Arrival, locale: string): Arrival {
  if (locale === 'en' || arrival.url === CURRENT_PAGE) return arrival;
  const prefix = (path: string) => (path === '/' ? `/${locale}` : `/${locale}${path}`);
  const [path = '/', query] = arrival.url.split('?');
  const params = new URLSearchParams(query);
  const redirectTo = params.get('redirect');
  if (redirectTo) params.set('redirect', prefix(redirectTo));
  const search = params.toString();
  return { ...arrival, url: `${prefix(path)}${search ? `?${search}` : ''}` };
}
