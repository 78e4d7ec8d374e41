import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_TOGGLES } from '../../lib/config/page-toggles';
import { guardNeeds, matchAppRoute, resolveRoute, type GuardContext, type RouteOutcome } from './resolve-route';
import { ROUTES, SIGN_UP_PATHS } from './route-table';

const GUEST: GuardContext = {
  loggedIn: false,
  pageToggles: DEFAULT_PAGE_TOGGLES,
  tester: false,
  legalRestricted: false,
  limitReached: false,
  previousPath: '/pokies',
  saleEnabled: false,
  giftPromocodeStored: false,
};
const PLAYER: GuardContext = { ...GUEST, loggedIn: true };

/** A one-line description of an outcome, so the tables below read like the spec. */
function describeOutcome(outcome: RouteOutcome): string {
  const modal = outcome.modal
    ? ` +${outcome.modal.id}${Object.keys(outcome.modal.props ?? {}).length ? JSON.stringify(outcome.modal.props) : ''}`
    : '';
  if (outcome.type === 'render') return `${outcome.route}${modal}`;
  return `→ ${outcome.to}${modal}${outcome.toast ? ` !${outcome.toast}` : ''}`;
}

function resolve(path: string, context: GuardContext): string {
  const [pathname = '/', query] = path.split('?');
  return describeOutcome(resolveRoute({ pathname, search: query ? `?${query}` : '' }, context));
}

const registration = (path: string) => `→ /registration?redirect=${encodeURIComponent(path)}`;

/** [path, guest outcome, logged-in outcome]: every row of the path tables of both specs. */
const PATH_TABLE: readonly (readonly [string, string, string])[] = [
  // platform-core §2 "Known paths"
  ['/', 'main', 'main'],
  ['/pokies', 'pokies', 'pokies'],
  ['/pokies/all', 'pokiesAll', 'pokiesAll'],
  ['/pokies/new', 'pokiesSingle', 'pokiesSingle'],
  ['/live', 'live', 'live'],
  ['/live/all', 'liveAll', 'liveAll'],
  ['/live/blackjack', 'liveSingle', 'liveSingle'],
  ['/favorite-games', 'favoriteGames', 'favoriteGames'],
  ['/categories/top', 'categoryGames', 'categoryGames'],
  ['/games/42', 'categoryGamesById', 'categoryGamesById'],
  ['/games/top/3', 'gamesByPage', 'gamesByPage'],
  ['/producers/aurora', 'producersGames', 'producersGames'],
  ['/producers/aurora/2', 'producersGamesByPage', 'producersGamesByPage'],
  ['/producers/17', 'producersGames', 'producersGames'],
  ['/cashbox', registration('/cashbox'), '→ /pokies +cashbox'],
  ['/dashboard', registration('/dashboard'), '→ /pokies +cashbox'],
  ['/deposit', registration('/deposit'), '→ /pokies +deposit'],
  ['/accounts/7/deposit', registration('/accounts/7/deposit'), '→ /pokies +deposit'],
  ['/deposit-bonus', registration('/deposit-bonus'), '→ /pokies +deposit{"bonus":"choose"}'],
  ['/withdraw', registration('/withdraw'), '→ /pokies +withdraw'],
  ['/deposit-fast', registration('/deposit-fast'), '→ /pokies +deposit-one-click'],
  ['/profile', registration('/profile'), 'profile'],
  ['/profile/main', registration('/profile/main'), 'profileMain'],
  ['/profile/level', registration('/profile/level'), 'profileLevels'],
  ['/profile/gifts', registration('/profile/gifts'), 'profileGifts'],
  ['/profile/verification', registration('/profile/verification'), 'profileVerification'],
  ['/profile/limits', registration('/profile/limits'), 'profileLimits'],
  ['/profile/security', registration('/profile/security'), 'profileSecurity'],
  ['/profile/games-history', registration('/profile/games-history'), 'profileGamesHistory'],
  ['/profile/promocode', registration('/profile/promocode'), 'profilePromocode'],
  ['/profile/limits/confirm?token=abc', 'userLimitConfirm', 'userLimitConfirm'],
  ['/support', 'supportPage', 'supportPage'],
  ['/play/aurora/starfall?mode=demo', 'gameItem', 'gameItem'],
  ['/play/aurora/starfall?mode=real', 'gameItem', 'gameItem'],
  ['/play/aurora', '→ /producers/aurora', '→ /producers/aurora'],
  ['/oops', 'oops', 'oops'],
  ['/sign-in', 'loginPage +login', '→ /'],
  ['/sign-up', 'signUpPage +sign-up', '→ /'],
  ['/remind', 'remindPassword +remind-password', '→ /'],
  ['/registration', 'registration +sign-up', '→ /'],
  ['/login', 'login +login', '→ /'],
  [
    '/new-password?reset_password_token=t1',
    'newPassword +new-password{"reset_password_token":"t1"}',
    'newPassword +new-password{"reset_password_token":"t1"}',
  ],
  ['/email-verify', 'emailVerify +email-verify', 'emailVerify +email-verify'],
  [
    '/confirmation?confirmation_token=c1',
    'emailConfirmation +email-confirmation{"confirmation_token":"c1"}',
    'emailConfirmation +email-confirmation{"confirmation_token":"c1"}',
  ],
  ['/sport/registration', 'bettingRegistration +sign-up', '→ /'],
  ['/sport/login', 'bettingLogin +login', '→ /'],
  ['/sport', 'bettingMain', 'bettingMain'],
  ['/sport/football', 'bettingPage', 'bettingPage'],
  ['/ffc', 'featureFlags', 'featureFlags'],
  ['/privacy-policy', 'privacyPolicy', 'privacyPolicy'],
  ['/cookie-policy', 'cookiePolicy', 'cookiePolicy'],
  ['/terms-and-conditions', 'termsAndConditions', 'termsAndConditions'],
  ['/general-rules', 'generalRules', 'generalRules'],
  // engagement §2 "Routes and redirects"
  ['/slots', 'slots', 'slots'],
  ['/tournaments', 'tournaments', 'tournaments'],
  ['/tournaments/all', 'tournamentsAll', 'tournamentsAll'],
  ['/tournaments/producers', 'tournamentsProducers', 'tournamentsProducers'],
  ['/tournaments/lotteries', 'tournamentsLottery', 'tournamentsLottery'],
  ['/tournaments/actions', 'tournamentsAction', 'tournamentsAction'],
  ['/tournaments/live', 'tournamentsLive', 'tournamentsLive'],
  ['/tournaments/achievements', 'tournamentsAchievements', 'tournamentsAchievements'],
  ['/tournaments/archive', 'tournamentsArchive', 'tournamentsArchive'],
  ['/tournaments/spring-sprint', 'tournamentPage', 'tournamentPage'],
  ['/lottery/weekly-draw', 'lotteryPage', 'lotteryPage'],
  ['/leaderboard/spring-sprint', 'tournamentLeaderboard', 'tournamentLeaderboard'],
  ['/arena', 'arena', 'arena'],
  ['/action', 'action', 'action'],
  ['/action/quest--m--treasure', 'questPage', 'questPage'],
  ['/quests', 'quests', 'quests'],
  ['/achievements', 'achievements', 'achievements'],
  ['/promotions', 'promoPage', 'promoPage'],
  ['/promotions/welcome-pack', 'singleBonusPage', 'singleBonusPage'],
  ['/vip', 'vipProgram', 'vipProgram'],
  ['/vip/rewards', 'vipProgramRewards', 'vipProgramRewards'],
  ['/vip/info', 'vipProgramInfo', 'vipProgramInfo'],
  // The activity hub and rocket chance ship switched off (manage-promotion-pages).
  ['/aquanova-odyssey', '→ /promotions', '→ /promotions'],
  ['/rocket-chance', '→ /promotions', '→ /promotions'],
  ['/rocket-mart', 'compPoints', 'compPoints'],
  ['/rocket-mart/discounts', '→ /rocket-mart', '→ /rocket-mart'],
  ['/rocket-mart/freespins', 'compPointsFreeSpins', 'compPointsFreeSpins'],
  ['/rocket-mart/money', 'compPointsMoney', 'compPointsMoney'],
  ['/rocket-mart/special', 'compPointsSpecial', 'compPointsSpecial'],
  ['/rocket-mart/exchange', registration('/rocket-mart/exchange'), 'exchangeCompPoints'],
  ['/rocketmart-wheel', 'spinWheel', 'spinWheel'],
  ['/rocketplay-wheel', 'spinWheelRocketplay', 'spinWheelRocketplay'],
  ['/wheel-segments', 'spinWheelSegments', 'spinWheelSegments'],
  ['/benefits-of-crypto', 'cryptoBenefits', 'cryptoBenefits'],
  ['/awards', 'awards', 'awards'],
  ['/responsible-gaming', 'responsibleGaming', 'responsibleGaming'],
  ['/news', 'newsList', 'newsList'],
  ['/news/new-studio', 'newsPage', 'newsPage'],
  ['/payments', 'paymentsPage', 'paymentsPage'],
  ['/provably-fair?server_seed=s&client_seed=c&nonce=3&game=dice', 'provablyFair', 'provablyFair'],
  ['/popup/welcome', 'namedPopup +named-popup', 'namedPopup +named-popup'],
  ['/no-such-page', 'notFound', 'notFound'],
  // A path that merely looks like a locale is not one.
  ['/fr/live', 'notFound', 'notFound'],
];

/** Every redirect of platform-core §2 and engagement §2, the same for guests and players. */
const REDIRECTS: readonly (readonly [string, string])[] = [
  ['/profile/password/edit?reset_password_token=t1', '→ /new-password?reset_password_token=t1'],
  ['/users/password/edit?reset_password_token=t1', '→ /new-password?reset_password_token=t1'],
  ['/profile/confirmation?confirmation_token=c1', '→ /confirmation?confirmation_token=c1'],
  ['/users/confirmation?confirmation_token=c1', '→ /confirmation?confirmation_token=c1'],
  ['/accounts/history?page=2', '→ /'],
  ['/users/sign_in', '→ /registration'],
  ['/rocketplay-vipclub', '→ /vip'],
  ['/users', '→ /profile'],
  ['/users/limits', '→ /profile/limits'],
  ['/users/games-history?page=3', '→ /profile/games-history?page=3'],
  ['/pokies/', '→ /pokies'],
  ['/live/all/?sort=title', '→ /live/all?sort=title'],
];

describe('guards and redirects (path table)', () => {
  it.each(PATH_TABLE)('%s: guest %s, logged in %s', (path, guest, player) => {
    expect(resolve(path, GUEST)).toBe(guest);
    expect(resolve(path, PLAYER)).toBe(player);
  });

  it.each(REDIRECTS)('%s redirects %s', (path, outcome) => {
    expect(resolve(path, GUEST)).toBe(outcome);
    expect(resolve(path, PLAYER)).toBe(outcome);
  });

  it('covers every route of the route table', () => {
    const covered = new Set(PATH_TABLE.map(([path]) => matchAppRoute(path.split('?')[0] ?? path).route.name));
    expect(ROUTES.map((route) => route.name).filter((name) => !covered.has(name))).toEqual([]);
  });
});

describe('locale-prefixed paths', () => {
  it.each([
    ['/de/profile/gifts', GUEST, registration('/de/profile/gifts').replace('→ /registration', '→ /de/registration')],
    ['/fr-CA/sign-in', PLAYER, '→ /fr-CA'],
    ['/fr-CA/sign-in?redirect=%2Fprofile', GUEST, 'loginPage +login{"redirect":"/profile"}'],
    ['/it/rocket-chance', GUEST, '→ /it/promotions'],
    ['/no/users/password/edit?reset_password_token=t1', GUEST, '→ /no/new-password?reset_password_token=t1'],
    ['/en-NZ/rocketplay-vipclub', PLAYER, '→ /en-NZ/vip'],
    ['/en-AU/accounts/history', PLAYER, '→ /en-AU'],
    ['/en-AU-x-fake/deposit', { ...PLAYER, previousPath: null }, '→ /en-AU-x-fake +deposit'],
    ['/en-CA/withdraw', { ...PLAYER, previousPath: '/live/all' }, '→ /en-CA/live/all +withdraw'],
    ['/de/', GUEST, '→ /de'],
    ['/de/pokies/?x=1', GUEST, '→ /de/pokies?x=1'],
    [
      '/de/tournaments/lotteries',
      { ...GUEST, pageToggles: { ...DEFAULT_PAGE_TOGGLES, lotteries: false } },
      '→ /de/tournaments/all',
    ],
    ['/it/play/aurora/starfall', { ...GUEST, legalRestricted: true }, '→ /it/pokies !OOPS.RESTRICTED_GEO'],
    ['/it/play/aurora?mode=demo', { ...GUEST, legalRestricted: true }, '→ /it/producers/aurora?mode=demo'],
  ] as const)('%s', (path, context, outcome) => {
    expect(resolve(path, context)).toBe(outcome);
  });
});

describe('cashbox routes', () => {
  it('open their modal over the lobby on the first navigation, or when the player comes from sign-up', () => {
    expect(resolve('/deposit', { ...PLAYER, previousPath: null })).toBe('→ / +deposit');
    expect(resolve('/deposit', { ...PLAYER, previousPath: '/sign-up' })).toBe('→ / +deposit');
    expect(resolve('/withdraw', { ...PLAYER, previousPath: '/registration?redirect=%2Fwithdraw' })).toBe(
      '→ / +withdraw',
    );
  });

  it('otherwise keep the player on their page, query included, with the deposit query passed on', () => {
    expect(
      resolve('/deposit?amountProp=50&autoApplyPromocode=true&utm=x', { ...PLAYER, previousPath: '/live?tab=1' }),
    ).toBe('→ /live?tab=1 +deposit{"amountProp":"50","autoApplyPromocode":"true","utm":"x"}');
  });
});

describe('page toggles', () => {
  const allOff = Object.fromEntries(Object.keys(DEFAULT_PAGE_TOGGLES).map((key) => [key, false])) as never;

  it('send switched-off feature pages to the promotions page, and lotteries to all tournaments', () => {
    for (const path of ['/rocket-mart', '/rocket-mart/money', '/rocketmart-wheel', '/vip', '/quests', '/tournaments']) {
      expect(resolve(path, { ...GUEST, pageToggles: allOff }), path).toBe('→ /promotions');
    }
    expect(resolve('/tournaments/lotteries', { ...GUEST, pageToggles: allOff })).toBe('→ /tournaments/all');
  });

  it('open rocket chance and the activity hub once their flag is on', () => {
    const on = { ...DEFAULT_PAGE_TOGGLES, 'rocket-chance': true, 'activity-hub': true };
    expect(resolve('/rocket-chance', { ...GUEST, pageToggles: on })).toBe('rocketChance');
    expect(resolve('/aquanova-odyssey', { ...GUEST, pageToggles: on })).toBe('activityHub');
  });

  it('let testers see every managed page', () => {
    expect(resolve('/rocket-chance', { ...PLAYER, tester: true })).toBe('rocketChance');
    expect(resolve('/vip', { ...PLAYER, tester: true, pageToggles: allOff })).toBe('vipProgram');
  });

  it('show the discount tab only to logged-in players while a sale runs', () => {
    expect(resolve('/rocket-mart/discounts', { ...GUEST, saleEnabled: true })).toBe('→ /rocket-mart');
    expect(resolve('/rocket-mart/discounts', { ...PLAYER, saleEnabled: true })).toBe('compPointsDiscounts');
  });
});

describe('legal restriction, limits and stored promo codes', () => {
  const restricted = { ...GUEST, legalRestricted: true };

  it('keeps restricted guests off the game page: warning and stay, or the lobby when opened directly', () => {
    expect(resolve('/play/aurora/starfall', restricted)).toBe('→ /pokies !OOPS.RESTRICTED_GEO');
    expect(resolve('/play/aurora/starfall', { ...restricted, previousPath: null })).toBe('→ /');
    expect(resolve('/play/aurora/starfall', { ...restricted, previousPath: '/play/aurora/starfall' })).toBe('→ /');
    expect(resolve('/pokies', restricted)).toBe('pokies');
  });

  it('sends a player whose limit is reached from the game page to the limits page', () => {
    expect(resolve('/play/aurora/starfall', { ...PLAYER, limitReached: true })).toBe(
      '→ /profile/limits !NOTIFICATIONS.ON_LIMIT_REACHED',
    );
  });

  it('sends a logged-in player with a stored gift code from the lobby to their gifts', () => {
    expect(resolve('/', { ...PLAYER, giftPromocodeStored: true })).toBe('→ /profile/gifts');
    expect(resolve('/', { ...GUEST, giftPromocodeStored: true })).toBe('main');
  });
});

describe('what a navigation waits for', () => {
  it('lets public pages, the lobby included, decide without any call', () => {
    for (const path of ['/', '/pokies', '/support', '/oops', '/no-such-page', '/users/confirmation']) {
      expect(guardNeeds(path, { giftPromocodeStored: false }), path).toEqual({
        session: false,
        toggles: false,
        geo: false,
      });
    }
  });

  it('loads the session for guarded routes, toggles for feature pages and the geo for the game page', () => {
    expect(guardNeeds('/profile', { giftPromocodeStored: false })).toMatchObject({ session: true, toggles: false });
    expect(guardNeeds('/rocket-mart', { giftPromocodeStored: false })).toMatchObject({ toggles: true });
    expect(guardNeeds('/play/a/b', { giftPromocodeStored: false })).toEqual({
      session: true,
      toggles: false,
      geo: true,
    });
    expect(guardNeeds('/', { giftPromocodeStored: true }).session).toBe(true);
  });
});

describe('sign-up paths', () => {
  it('are every sign-up popup, the betting one included', () => {
    expect([...SIGN_UP_PATHS].sort()).toEqual(['/registration', '/sign-up', '/sport/registration']);
  });
});
