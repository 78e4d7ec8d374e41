import type { License } from '@casino/contracts';
import { useBettingConfig } from '../../lib/config/betting-config';
import { usePageToggles } from '../../lib/config/page-toggles';
import { useFeatureFlags } from '../../lib/feature-flags/feature-flags';
import { useProjectLicense, useVisitorGeo, type VisitorGeo } from '../../lib/geo/get-geo';
import { geoAccess, resolveLicense, type GeoAccess } from '../../lib/geo/licence';
import { useSession, type Session } from '../../lib/session/get-player';
import { isTester } from '../../lib/session/session-player';
import { pageHostname } from '../../lib/ssr/page-environment';
import { useActiveJackpots } from './menu/active-jackpots';
import type { MenuContext } from './menu/menu-items';

export type ShellState = {
  session: Session;
  loggedIn: boolean;
  menuContext: MenuContext;
  license: License;
  geo: VisitorGeo;
  access: GeoAccess;
};

/** Everything the chrome decides on, read once: login state, toggles, flags, licence and geography. */
export function useShellState(): ShellState {
  const session = useSession();
  const toggles = usePageToggles();
  const flags = useFeatureFlags();
  const betting = useBettingConfig();
  const geo = useVisitorGeo();
  const siteLicense = useProjectLicense();
  const jackpots = useActiveJackpots(flags.mysticJackpots);
  const player = session.player;
  const loggedIn = session.status === 'player';

  const license = resolveLicense({
    userLicense: player?.license_name,
    visitorCountry: geo.country,
    hostname: pageHostname(),
    siteLicense,
  });
  return {
    session,
    loggedIn,
    menuContext: {
      toggles,
      flags,
      betting,
      tester: isTester(player),
      loggedIn,
      jackpots,
    },
    license,
    geo,
    access: geoAccess(geo, { loggedIn, license }),
  };
}
