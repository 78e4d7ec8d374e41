import type { ProjectInfo } from '@casino/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCountryByCode } from './users.repository';

/** The Estonian licence's geography, where this site does not sign players up (platform-core §6). */
const EE_LICENCE_COUNTRIES = new Set(['EE']);

const registrationRestricted = () => new AppError('REGISTRATION_RESTRICTED', 'Registration restricted in your country');
const loginRestricted = () => new AppError('LOGIN_RESTRICTED', 'Login not available in your country');

export type GeoPolicy = ReturnType<typeof createGeoPolicy>;

/**
 * Licence geography. Countries flagged partial (or full) in `countries.restriction` cannot register or sign in;
 * registration is also closed in the EE licence geography whatever its flag says; and players whose account is under
 * the EE licence cannot sign in on a site that is not running that licence (EE_LICENSE_BLOCKED).
 */
export function createGeoPolicy({ db, project }: { db: Database; project: () => Promise<ProjectInfo> }) {
  async function isRestricted(country: string | null | undefined): Promise<boolean> {
    if (!country) return false;
    const row = await findCountryByCode(db, country);
    return row !== undefined && row.restriction !== 'none';
  }

  return {
    /** The visitor's country from geolocation and the country the player declares both count. */
    async assertRegistrationAllowed(visitorCountry: string, declaredCountry: string | null | undefined) {
      const inEeGeography = [visitorCountry, declaredCountry].some((c) => c && EE_LICENCE_COUNTRIES.has(c));
      if (inEeGeography || (await isRestricted(visitorCountry)) || (await isRestricted(declaredCountry))) {
        throw registrationRestricted();
      }
    },

    async assertLoginAllowed(visitorCountry: string) {
      if (await isRestricted(visitorCountry)) throw loginRestricted();
    },

    async assertLicenceServed(licenseName: string) {
      if (licenseName === 'EE' && (await project()).license !== 'EE') {
        throw new AppError('EE_LICENSE_BLOCKED', 'Accounts under the Estonian licence cannot sign in here');
      }
    },

    /** The licence a new account is opened under: the site's. */
    async licenceForNewAccounts(): Promise<ProjectInfo['license']> {
      return (await project()).license;
    },
  };
}
