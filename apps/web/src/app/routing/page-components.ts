import type { LazyComponent } from './route-types';

/** Every page is its own chunk: the first load carries only the shell and the page it shows. */
export const PAGE_COMPONENTS = {
  main: async () => ({ Component: (await import('../../features/lobby/routes/main-page')).MainPage }),
  pokies: async () => ({ Component: (await import('../../features/lobby/routes/section-page')).PokiesPage }),
  slots: async () => ({ Component: (await import('../../features/lobby/routes/section-page')).SlotsPage }),
  live: async () => ({ Component: (await import('../../features/lobby/routes/section-page')).LivePage }),
  favorites: async () => ({ Component: (await import('../../features/lobby/routes/favorites-page')).FavoritesPage }),
  category: async () => ({ Component: (await import('../../features/lobby/routes/category-page')).CategoryPage }),
  producer: async () => ({ Component: (await import('../../features/lobby/routes/producer-page')).ProducerPage }),
  game: async () => ({ Component: (await import('../routes/game-page')).GamePage }),
  featureFlags: async () => ({
    Component: (await import('../../features/feature-flags/routes/feature-flags-page')).FeatureFlagsPage,
  }),
  profileMain: async () => ({
    Component: (await import('../../features/profile/routes/profile-main-page')).ProfileMainPage,
  }),
  profileSecurity: async () => ({
    Component: (await import('../../features/profile/routes/profile-security-page')).ProfileSecurityPage,
  }),
  profileGamesHistory: async () => ({
    Component: (await import('../../features/profile/routes/profile-games-history-page')).ProfileGamesHistoryPage,
  }),
  profileLimits: async () => ({
    Component: (await import('../routes/profile-limits-page')).ProfileLimitsPage,
  }),
  profileGifts: async () => ({
    Component: (await import('../routes/profile-gifts-page')).ProfileGiftsPage,
  }),
  limitConfirm: async () => ({
    Component: (await import('../../features/limits/routes/limit-confirm-page')).LimitConfirmPage,
  }),
  paymentsInfo: async () => ({
    Component: (await import('../../features/payments-info/routes/payments-info-page')).PaymentsInfoPage,
  }),
  promotions: async () => ({
    Component: (await import('../../features/promotions/routes/promotions-page')).PromotionsPage,
  }),
  promotion: async () => ({
    Component: (await import('../../features/promotions/routes/promotion-page')).PromotionPage,
  }),
  provablyFair: async () => ({
    Component: (await import('../../features/provably-fair/routes/provably-fair-page')).ProvablyFairPage,
  }),
  comingSoon: async () => ({ Component: (await import('../routes/coming-soon-page')).ComingSoonPage }),
  oops: async () => ({ Component: (await import('../routes/oops-page')).OopsPage }),
  notFound: async () => ({ Component: (await import('../routes/not-found-page')).NotFoundPage }),
} satisfies Record<string, LazyComponent>;
