import { STAG_COOKIE_MAX_AGE_S } from '@casino/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localeFromPath, localizePath, stripLocalePrefix } from '../../../lib/i18n/locale-path';
import { openModal } from '../../../lib/modals/modal-store';
import { writeCookie, writeStored } from '../../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';

/**
 * Query parameters that arrive from outside (engagement §2): the affiliate tag (a 30-day cookie), deposit and
 * gift promo codes (kept for the session, the "shown" flag cleared), `pwa=install`, which shows the install
 * instructions and then continues on the main page, and `auth_error` from a failed social sign-in.
 */
export function useEntryParams(): void {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const stag = params.get('stag');
    if (stag && /^[\w-]{1,100}$/.test(stag)) writeCookie(STORAGE_KEYS.stag, stag, STAG_COOKIE_MAX_AGE_S);
    const depositCode = params.get('depositPromocode');
    if (depositCode) {
      writeStored('session', STORAGE_KEYS.depositPromocode, depositCode);
      writeStored('session', STORAGE_KEYS.depositPromocodeShown, null);
    }
    const giftCode = params.get('giftPromocode');
    if (giftCode) writeStored('session', STORAGE_KEYS.giftPromocode, giftCode);
    // A social sign-in that failed comes back with its error code; the security page explains its own (linking).
    const authError = params.get('auth_error');
    if (authError && !stripLocalePrefix(pathname).startsWith('/profile/security')) {
      openModal({ id: 'login', props: { auth_error: authError.slice(0, 40) } });
    }
    if (params.get('pwa') === 'install') {
      openModal({ id: 'pwa-install' });
      void navigate(localizePath('/', localeFromPath(pathname)), { replace: true });
    }
  }, [search, pathname, navigate]);
}
