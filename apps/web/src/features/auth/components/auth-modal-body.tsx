import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FeaturePreview } from '../../../components/ui/feature-preview';
import type { IconName } from '../../../components/ui/icon';
import { useProjectLicense, useVisitorGeo } from '../../../lib/geo/get-geo';
import { geoAccess, resolveLicense } from '../../../lib/geo/licence';
import type { ModalId } from '../../../lib/modals/modal-ids';
import { replaceTopModal } from '../../../lib/modals/modal-store';
import { useSession } from '../../../lib/session/get-player';
import styles from './auth-modal-body.module.css';

type AuthModal = Extract<
  ModalId,
  'login' | 'sign-up' | 'remind-password' | 'new-password' | 'email-verify' | 'email-confirmation'
>;

const ICONS: Record<AuthModal, IconName> = {
  login: 'user',
  'sign-up': 'gift',
  'remind-password': 'mail',
  'new-password': 'lock',
  'email-verify': 'mail',
  'email-confirmation': 'check',
};

const LEADS = {
  login: 'loginLead',
  'sign-up': 'signUpLead',
  'remind-password': 'remindLead',
  'new-password': 'newPasswordLead',
  'email-verify': 'emailVerifyLead',
  'email-confirmation': 'emailConfirmationLead',
} as const satisfies Record<AuthModal, string>;

type AuthModalBodyProps = { modal: ModalId; close: () => void };

/**
 * Login, sign-up, password and e-mail modals. The forms arrive with player accounts; until then each modal says
 * what it is for, shows the geo restrictions that will apply, and closes. Nothing pretends to submit.
 */
export function AuthModalBody({ modal, close }: AuthModalBodyProps) {
  const { t } = useTranslation();
  const session = useSession();
  const geo = useVisitorGeo();
  const siteLicense = useProjectLicense();
  const kind = (modal in ICONS ? modal : 'login') as AuthModal;
  const loggedIn = session.status === 'player';
  const license = resolveLicense({
    userLicense: session.player?.license_name,
    visitorCountry: geo.country,
    hostname: window.location.hostname,
    siteLicense,
  });
  const access = geoAccess(geo, { loggedIn, license });
  const alert =
    kind === 'sign-up' && access.registrationDisabled
      ? t('auth.registrationRestricted')
      : kind === 'login' && access.loginDisabled
        ? t('auth.loginRestricted')
        : undefined;

  return (
    <FeaturePreview
      icon={ICONS[kind]}
      tone={kind === 'sign-up' ? 'gold' : 'accent'}
      lead={t(`auth.${LEADS[kind]}`)}
      alert={alert}
      points={kind === 'sign-up' ? [t('auth.perkWelcome'), t('auth.perkCashback'), t('auth.perkPayouts')] : undefined}
      note={t('auth.formsSoon')}
      actions={
        <Button size="lg" block onClick={close}>
          {t('modals.gotIt')}
        </Button>
      }
      footer={
        kind === 'login' ? (
          <>
            <button type="button" className={styles.switch} onClick={() => replaceTopModal({ id: 'remind-password' })}>
              {t('auth.forgotPassword')}
            </button>
            <button type="button" className={styles.switch} onClick={() => replaceTopModal({ id: 'sign-up' })}>
              {t('auth.noAccount')}
            </button>
          </>
        ) : kind === 'sign-up' || kind === 'remind-password' ? (
          <button type="button" className={styles.switch} onClick={() => replaceTopModal({ id: 'login' })}>
            {t('auth.haveAccount')}
          </button>
        ) : null
      }
    />
  );
}
