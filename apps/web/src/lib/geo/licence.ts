import type { License } from '@casino/contracts';
import type { VisitorGeo } from './get-geo';

/**
 * Hostnames the product is sold on. Only there does the visitor's geography pick the licence: a mirror or a
 * partner's embed keeps the site's own licence. Local hosts count so the rules can be exercised in development.
 */
const PRODUCT_HOSTNAMES: readonly string[] = [
  'aurora.casino',
  'www.aurora.casino',
  'aurora-casino.ee',
  'www.aurora-casino.ee',
  'localhost',
  '127.0.0.1',
];

type LicenceInput = {
  /** `license_name` of the logged-in user; undefined for a guest. */
  userLicense: License | undefined;
  visitorCountry: string | null;
  hostname: string;
  /** The site's own licence from `/api/info/project` (EE on the Estonian site). */
  siteLicense: License;
};

/** Licence CW by default, EE for the Estonian site; the user's licence_name, or the guest's country (§1). */
export function resolveLicense({ userLicense, visitorCountry, hostname, siteLicense }: LicenceInput): License {
  if (!PRODUCT_HOSTNAMES.includes(hostname.toLowerCase())) return siteLicense;
  if (userLicense) return userLicense;
  return visitorCountry === 'EE' ? 'EE' : siteLicense;
}

export type GeoAccess = {
  /** Guests in partly (or fully) restricted countries: persistent warning, no registration, no login (§6). */
  restricted: boolean;
  /** Estonian guests are flagged on their own (§6). */
  estonian: boolean;
  registrationDisabled: boolean;
  loginDisabled: boolean;
};

export function geoAccess(geo: VisitorGeo, { loggedIn, license }: { loggedIn: boolean; license: License }): GeoAccess {
  const restricted = !loggedIn && geo.restriction !== 'none';
  const estonian = !loggedIn && geo.country === 'EE';
  return {
    restricted,
    estonian,
    // Registration is also closed in the EE licence geography (platform-core §6).
    registrationDisabled: restricted || (!loggedIn && license === 'EE'),
    loginDisabled: restricted,
  };
}
