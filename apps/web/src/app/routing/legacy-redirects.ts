import { matchPath } from 'react-router';

type LegacyRedirect = {
  from: string;
  to: (splat: string) => string;
  /** Token links (password reset, e-mail confirmation) must keep their query on the new address. */
  keepQuery: boolean;
};

/** Old addresses of platform-core §2 and engagement §2 that still arrive from e-mails and bookmarks. */
const LEGACY_REDIRECTS: readonly LegacyRedirect[] = [
  { from: '/profile/password/edit', to: () => '/new-password', keepQuery: true },
  { from: '/users/password/edit', to: () => '/new-password', keepQuery: true },
  { from: '/profile/confirmation', to: () => '/confirmation', keepQuery: true },
  { from: '/users/confirmation', to: () => '/confirmation', keepQuery: true },
  { from: '/accounts/history', to: () => '/', keepQuery: false },
  { from: '/users/sign_in', to: () => '/registration', keepQuery: true },
  { from: '/rocketplay-vipclub', to: () => '/vip', keepQuery: true },
  // `/users` is the old name of the profile, children included.
  { from: '/users/*', to: (splat) => (splat ? `/profile/${splat}` : '/profile'), keepQuery: true },
];

/** The new app path (with query where kept) for an old one, or null. */
export function legacyRedirect(appPath: string, search: string): string | null {
  for (const redirect of LEGACY_REDIRECTS) {
    const match = matchPath({ path: redirect.from, end: true }, appPath);
    if (!match) continue;
    const target = redirect.to(match.params['*'] ?? '');
    return redirect.keepQuery ? `${target}${search}` : target;
  }
  return null;
}
