import type { PageToggle } from '../../lib/config/page-toggles';
import type { ModalProps } from '../../lib/modals/modal-ids';
import { PAGE_COMPONENTS } from './page-components';
import type { ComingSoonHandle, LazyComponent, RouteEntry, SubpageKey } from './route-types';

/**
 * Every route of platform-core §2 and engagement §2: the single source of truth for paths, names, guards,
 * page components and menu metadata. The router, the guard resolver, the menus and the tests all read it.
 * Features that later replace a "coming soon" page change only `component` here.
 */
type Extra = Partial<Omit<RouteEntry, 'name' | 'path' | 'component'>>;

function page(name: string, path: string, component: LazyComponent, extra: Extra = {}): RouteEntry {
  return { name, path, access: 'all', kind: 'page', component, ...extra };
}

function soon(name: string, path: string, comingSoon: ComingSoonHandle, extra: Extra = {}): RouteEntry {
  return page(name, path, PAGE_COMPONENTS.comingSoon, { comingSoon, ...extra });
}

/** Popup routes show the main lobby with their modal on top (and fall back to it when the modal closes). */
function popup(name: string, path: string, modal: RouteEntry['modal'], access: RouteEntry['access']): RouteEntry {
  return page(name, path, PAGE_COMPONENTS.main, { kind: 'popup', modal, access });
}

function cashbox(name: string, path: string, modal: RouteEntry['modal'], modalProps?: ModalProps): RouteEntry {
  return page(name, path, PAGE_COMPONENTS.main, {
    kind: 'cashbox',
    modal,
    access: 'auth',
    ...(modalProps ? { modalProps } : {}),
  });
}

const PROMOTIONS = '/promotions';

/** A profile sub-page still to come: players only. */
function profileSoon(name: string, path: string, subpage: SubpageKey): RouteEntry {
  return soon(name, path, { section: 'profile', subpage }, { access: 'auth' });
}

/** A tournaments sub-page still to come, shown while its page toggle is on. */
function tournamentsSoon(
  name: string,
  path: string,
  subpage: SubpageKey,
  toggle: PageToggle = 'tournaments',
): RouteEntry {
  return soon(name, path, { section: 'tournaments', subpage }, { toggle });
}

/** A shop (rocket mart) page still to come; a switched-off shop sends visitors to the promotions. */
function rocketMartSoon(name: string, path: string, subpage: SubpageKey, extra: Extra = {}): RouteEntry {
  return soon(
    name,
    path,
    { section: 'rocketMart', subpage },
    { toggle: 'rocket-mart', toggleFallback: PROMOTIONS, ...extra },
  );
}

const LOBBY: RouteEntry[] = [
  page('main', '', PAGE_COMPONENTS.main, { menu: { label: 'lobby', icon: 'home' } }),
  page('pokies', 'pokies', PAGE_COMPONENTS.pokies, { menu: { label: 'pokies', icon: 'reels' } }),
  page('pokiesAll', 'pokies/all', PAGE_COMPONENTS.pokies),
  page('pokiesSingle', 'pokies/:slug', PAGE_COMPONENTS.pokies),
  page('live', 'live', PAGE_COMPONENTS.live, { menu: { label: 'live', icon: 'live' } }),
  page('liveAll', 'live/all', PAGE_COMPONENTS.live),
  page('liveSingle', 'live/:slug', PAGE_COMPONENTS.live),
  page('slots', 'slots', PAGE_COMPONENTS.slots),
  page('favoriteGames', 'favorite-games', PAGE_COMPONENTS.favorites, { menu: { label: 'favorites', icon: 'heart' } }),
  page('categoryGames', 'categories/:slug', PAGE_COMPONENTS.category),
  page('categoryGamesById', 'games/:slug', PAGE_COMPONENTS.category),
  // "Games by page": a category opened at a given page, as producers by page is for a provider.
  page('gamesByPage', 'games/:slug/:page', PAGE_COMPONENTS.category),
  page('producersGames', 'producers/:slug', PAGE_COMPONENTS.producer),
  page('producersGamesByPage', 'producers/:slug/:page', PAGE_COMPONENTS.producer),
  // "Game base": the game page without a game; the guards send it on to that producer's games.
  page('gameBase', 'play/:producer', PAGE_COMPONENTS.producer),
  page('gameItem', 'play/:producer/:name', PAGE_COMPONENTS.game, { legalRestricted: true }),
];

const ACCOUNT: RouteEntry[] = [
  cashbox('cashbox', 'cashbox', 'cashbox'),
  cashbox('cashboxDashboard', 'dashboard', 'cashbox'),
  cashbox('cashboxDeposit', 'deposit', 'deposit'),
  cashbox('cashboxAccountDeposit', 'accounts/:id/deposit', 'deposit'),
  // The deposit with its bonus choice opened out: the deposit panel reads the `bonus` prop.
  cashbox('cashboxDepositBonus', 'deposit-bonus', 'deposit', { bonus: 'choose' }),
  cashbox('cashboxWithdraw', 'withdraw', 'withdraw'),
  cashbox('cashboxDepositOneClick', 'deposit-fast', 'deposit-one-click'),
  page('profile', 'profile', PAGE_COMPONENTS.profileMain, { access: 'auth', menu: { label: 'profile', icon: 'user' } }),
  page('profileMain', 'profile/main', PAGE_COMPONENTS.profileMain, { access: 'auth' }),
  profileSoon('profileLevels', 'profile/level', 'profileLevel'),
  page('profileGifts', 'profile/gifts', PAGE_COMPONENTS.profileGifts, { access: 'auth' }),
  profileSoon('profileVerification', 'profile/verification', 'profileVerification'),
  page('profileLimits', 'profile/limits', PAGE_COMPONENTS.profileLimits, { access: 'auth' }),
  page('profileSecurity', 'profile/security', PAGE_COMPONENTS.profileSecurity, { access: 'auth' }),
  page('profileGamesHistory', 'profile/games-history', PAGE_COMPONENTS.profileGamesHistory, { access: 'auth' }),
  profileSoon('profilePromocode', 'profile/promocode', 'profilePromocode'),
  // Reached from the e-mail link, possibly on another device, so it must work without a session.
  page('userLimitConfirm', 'profile/limits/confirm', PAGE_COMPONENTS.limitConfirm),
  popup('loginPage', 'sign-in', 'login', 'guest'),
  popup('signUpPage', 'sign-up', 'sign-up', 'guest'),
  popup('remindPassword', 'remind', 'remind-password', 'guest'),
  popup('registration', 'registration', 'sign-up', 'guest'),
  popup('login', 'login', 'login', 'guest'),
  popup('newPassword', 'new-password', 'new-password', 'all'),
  popup('emailVerify', 'email-verify', 'email-verify', 'all'),
  popup('emailConfirmation', 'confirmation', 'email-confirmation', 'all'),
  popup('namedPopup', 'popup/:name', 'named-popup', 'all'),
];

const PROMO: RouteEntry[] = [
  page('promoPage', 'promotions', PAGE_COMPONENTS.promotions, { menu: { label: 'promotions', icon: 'gift' } }),
  page('singleBonusPage', 'promotions/:slug', PAGE_COMPONENTS.promotion),
  soon(
    'tournaments',
    'tournaments',
    { section: 'tournaments' },
    { toggle: 'tournaments', menu: { label: 'tournaments', icon: 'trophy' } },
  ),
  tournamentsSoon('tournamentsAll', 'tournaments/all', 'tournamentsAll'),
  tournamentsSoon('tournamentsProducers', 'tournaments/producers', 'tournamentsProducers'),
  // Lotteries live under tournaments only while their own page is on; otherwise the list of all tournaments.
  soon(
    'tournamentsLottery',
    'tournaments/lotteries',
    { section: 'tournaments', subpage: 'tournamentsLotteries' },
    { toggle: 'lotteries', toggleFallback: '/tournaments/all' },
  ),
  tournamentsSoon('tournamentsAction', 'tournaments/actions', 'tournamentsActions'),
  tournamentsSoon('tournamentsLive', 'tournaments/live', 'tournamentsLive'),
  tournamentsSoon('tournamentsAchievements', 'tournaments/achievements', 'tournamentsAchievements', 'achievements'),
  tournamentsSoon('tournamentsArchive', 'tournaments/archive', 'tournamentsArchive'),
  tournamentsSoon('tournamentPage', 'tournaments/:slug', 'tournament'),
  tournamentsSoon('tournamentLeaderboard', 'leaderboard/:slug', 'leaderboard'),
  soon('lotteryPage', 'lottery/:slug', { section: 'lottery' }, { toggle: 'lotteries' }),
  soon('arena', 'arena', { section: 'arena' }, { toggle: 'tournaments' }),
  soon('action', 'action', { section: 'quests', subpage: 'quest' }, { toggle: 'quests' }),
  soon('questPage', 'action/:slug', { section: 'quests', subpage: 'quest' }, { toggle: 'quests' }),
  soon('quests', 'quests', { section: 'quests' }, { toggle: 'quests', menu: { label: 'quests', icon: 'target' } }),
  soon(
    'achievements',
    'achievements',
    { section: 'achievements' },
    { toggle: 'achievements', menu: { label: 'achievements', icon: 'medal' } },
  ),
  soon('vipProgram', 'vip', { section: 'vip' }, { toggle: 'vip', menu: { label: 'vip', icon: 'crown', badge: 'new' } }),
  soon('vipProgramRewards', 'vip/rewards', { section: 'vip', subpage: 'vipRewards' }, { toggle: 'vip' }),
  soon('vipProgramInfo', 'vip/info', { section: 'vip', subpage: 'vipInfo' }, { toggle: 'vip' }),
  soon(
    'activityHub',
    'aquanova-odyssey',
    { section: 'activityHub' },
    {
      toggle: 'activity-hub',
      toggleFallback: PROMOTIONS,
      menu: { label: 'activityHub', icon: 'compass', badge: 'new' },
    },
  ),
  soon(
    'compPoints',
    'rocket-mart',
    { section: 'rocketMart' },
    { toggle: 'rocket-mart', toggleFallback: PROMOTIONS, menu: { label: 'rocketMart', icon: 'cart' } },
  ),
  rocketMartSoon('compPointsDiscounts', 'rocket-mart/discounts', 'rocketMartDiscounts'),
  rocketMartSoon('compPointsFreeSpins', 'rocket-mart/freespins', 'rocketMartFreeSpins'),
  rocketMartSoon('compPointsMoney', 'rocket-mart/money', 'rocketMartMoney'),
  rocketMartSoon('compPointsSpecial', 'rocket-mart/special', 'rocketMartSpecial'),
  rocketMartSoon('exchangeCompPoints', 'rocket-mart/exchange', 'rocketMartExchange', { access: 'auth' }),
  soon(
    'rocketChance',
    'rocket-chance',
    { section: 'rocketChance' },
    { toggle: 'rocket-chance', toggleFallback: PROMOTIONS, menu: { label: 'rocketChance', icon: 'rocket' } },
  ),
  soon(
    'spinWheel',
    'rocketmart-wheel',
    { section: 'wheel' },
    { toggle: 'wheel', toggleFallback: PROMOTIONS, menu: { label: 'wheel', icon: 'wheel' } },
  ),
  soon(
    'spinWheelRocketplay',
    'rocketplay-wheel',
    { section: 'wheel' },
    { toggle: 'wheel', toggleFallback: PROMOTIONS },
  ),
  soon(
    'spinWheelSegments',
    'wheel-segments',
    { section: 'wheel', subpage: 'wheelSegments' },
    { toggle: 'wheel', toggleFallback: PROMOTIONS },
  ),
];

const SITE: RouteEntry[] = [
  soon('supportPage', 'support', { section: 'support' }, { menu: { label: 'support', icon: 'headset' } }),
  soon(
    'cryptoBenefits',
    'benefits-of-crypto',
    { section: 'cryptoBenefits' },
    { menu: { label: 'cryptoBenefits', icon: 'bitcoin' } },
  ),
  soon('newsList', 'news', { section: 'news' }, { menu: { label: 'news', icon: 'news' } }),
  soon('newsPage', 'news/:slug', { section: 'news', subpage: 'newsArticle' }),
  page('paymentsPage', 'payments', PAGE_COMPONENTS.paymentsInfo, { menu: { label: 'payments', icon: 'card' } }),
  page('provablyFair', 'provably-fair', PAGE_COMPONENTS.provablyFair),
  // Betting entry points show the sportsbook page under the sign-up or login modal.
  soon(
    'bettingRegistration',
    'sport/registration',
    { section: 'sport' },
    { kind: 'popup', modal: 'sign-up', access: 'guest' },
  ),
  soon('bettingLogin', 'sport/login', { section: 'sport' }, { kind: 'popup', modal: 'login', access: 'guest' }),
  soon('bettingMain', 'sport', { section: 'sport' }, { menu: { label: 'sport', icon: 'ball' } }),
  soon('bettingPage', 'sport/:param', { section: 'sport' }),
  soon('privacyPolicy', 'privacy-policy', { section: 'privacyPolicy' }),
  soon('cookiePolicy', 'cookie-policy', { section: 'cookiePolicy' }),
  soon('termsAndConditions', 'terms-and-conditions', { section: 'terms' }),
  soon('generalRules', 'general-rules', { section: 'generalRules' }),
  soon('awards', 'awards', { section: 'awards' }),
  soon('responsibleGaming', 'responsible-gaming', { section: 'responsibleGaming' }),
  page('featureFlags', 'ffc', PAGE_COMPONENTS.featureFlags),
  page('oops', 'oops', PAGE_COMPONENTS.oops),
  page('notFound', '*', PAGE_COMPONENTS.notFound),
];

export const ROUTES: readonly RouteEntry[] = [...LOBBY, ...ACCOUNT, ...PROMO, ...SITE];

/** App paths of the sign-up popups: the guards and the cookie notice both treat them as the sign-up page. */
export const SIGN_UP_PATHS: ReadonlySet<string> = new Set(
  ROUTES.filter((route) => route.kind === 'popup' && route.modal === 'sign-up').map((route) => `/${route.path}`),
);

export function routeByName(name: string): RouteEntry {
  const entry = ROUTES.find((route) => route.name === name);
  if (!entry) throw new Error(`No route named ${name}`);
  return entry;
}

/** App path of a route without params (`routePath('vipProgram')` is `/vip`). */
export function routePath(name: string): string {
  return `/${routeByName(name).path}`;
}
