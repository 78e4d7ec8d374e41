import { PLAYER_GROUPS } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { appEvents } from '../../../lib/events';
import { localeFromPath, localizePath, stripLocalePrefix } from '../../../lib/i18n/locale-path';
import { openModal } from '../../../lib/modals/modal-store';
import { queryKeys } from '../../../lib/query-keys';
import { runsAsInstalledApp } from '../../../lib/session/installed-app';
import {
  addPlayerGroups,
  applyDepositPromocode,
  isSessionEndExpected,
  logOut,
} from '../../../lib/session/session-actions';
import { readStored, writeStored } from '../../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import { dismissToastsByKey, showToast } from '../../../lib/toasts/toast-store';
import type { ShellState } from '../use-shell-state';
import { guardsSawLoggedIn } from '../../routing/guard-session';
import { authErrorEndsSession, guardsOutdated, shouldAskPersonalInfo } from './session-rules';

/** What follows from the login state: auth errors, guards, the geo warning and once-per-login notices. */
export function useSessionEffects(shell: ShellState): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const { session, loggedIn, access, license, menuContext } = shell;
  const player = session.player;

  // Any 401 ends a live session: log out here too and go to login (platform-core §8).
  useEffect(
    () =>
      appEvents.on('auth-error', () => {
        const signedIn = Boolean(queryClient.getQueryData(queryKeys.player()));
        if (!authErrorEndsSession(signedIn, isSessionEndExpected())) return;
        void logOut(queryClient, { callServer: false }).then(() =>
          navigate(localizePath('/sign-in', localeFromPath(window.location.pathname))),
        );
      }),
    [queryClient, navigate],
  );

  // Logging in or out re-runs the guards of the page on screen (a profile page sends a guest away).
  const sessionStatus = session.status;
  useEffect(() => {
    if (guardsOutdated(guardsSawLoggedIn(), sessionStatus)) void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionStatus]);

  // Partly restricted guests keep a warning on screen (OOPS.RESTRICTED_GEO is persistent).
  useEffect(() => {
    if (access.restricted) showToast('OOPS.RESTRICTED_GEO');
    else dismissToastsByKey('OOPS.RESTRICTED_GEO');
  }, [access.restricted]);

  // The Estonian licence notice shows once after login; the flag goes with the logout.
  useEffect(() => {
    if (!loggedIn || license !== 'EE' || readStored('local', STORAGE_KEYS.showedPopupEE)) return;
    writeStored('local', STORAGE_KEYS.showedPopupEE, '1');
    openModal({ id: 'licence-ee' });
  }, [loggedIn, license]);

  // Social sign-ups may lack the fields a fiat cashbox needs: ask for them once per page load.
  const socialAuth = menuContext.flags.socialAuth;
  const personalInfoAskedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!player || !shouldAskPersonalInfo(player, socialAuth, personalInfoAskedFor.current)) return;
    personalInfoAskedFor.current = player.id;
    openModal({ id: 'personal-info' });
  }, [player, socialAuth]);

  // A social sign-up may not have accepted the terms or named a country yet: that comes before anything else.
  const missingAuthFields = player?.auth_fields_missed.length ?? 0;
  useEffect(() => {
    if (missingAuthFields > 0) openModal({ id: 'auth-details' });
  }, [missingAuthFields]);

  // Opened as the installed app: the player joins the PWA group once (the install notice then stays away).
  const groups = player?.groups;
  useEffect(() => {
    if (!groups || groups.includes(PLAYER_GROUPS.nativePwa) || !runsAsInstalledApp()) return;
    void addPlayerGroups([PLAYER_GROUPS.nativePwa]);
  }, [groups]);

  // Deposit promo code flow (platform-core §4): a player reaching main with an unshown code gets the deposit
  // modal with it; a guest arriving on main drops both stored codes.
  const onMain = stripLocalePrefix(pathname) === '/';
  useEffect(() => {
    if (!onMain || sessionStatus === 'pending') return;
    if (sessionStatus === 'guest') {
      writeStored('session', STORAGE_KEYS.depositPromocode, null);
      writeStored('session', STORAGE_KEYS.giftPromocode, null);
      return;
    }
    const code = readStored('session', STORAGE_KEYS.depositPromocode);
    if (!code || readStored('session', STORAGE_KEYS.depositPromocodeShown)) return;
    writeStored('session', STORAGE_KEYS.depositPromocodeShown, '1');
    void applyDepositPromocode(code).then((valid) => {
      // A code with no offer was cleared on the server: the deposit opens without it, and it is forgotten here.
      if (!valid) writeStored('session', STORAGE_KEYS.depositPromocode, null);
      openModal({ id: 'deposit', props: valid ? { promocode: code } : {} });
    });
  }, [onMain, sessionStatus]);
}
