import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import type { ModalBodyProps } from '../../../lib/modals/modal-body';
import { useProjectLicense, useVisitorGeo } from '../../../lib/geo/get-geo';
import { geoAccess, resolveLicense } from '../../../lib/geo/licence';
import type { ModalId } from '../../../lib/modals/modal-ids';
import { replaceTopModal } from '../../../lib/modals/modal-store';
import { useSession } from '../../../lib/session/get-player';
import { pageHostname } from '../../../lib/ssr/page-environment';
import styles from '../../../components/account/account-form.module.css';
import { AuthDetailsForm } from './auth-details-form';
import { EmailConfirmationPanel } from './email-confirmation-panel';
import { EmailVerifyPanel } from './email-verify-panel';
import { LoginForm } from './login-form';
import { NewPasswordForm } from './new-password-form';
import { RemindPasswordForm } from './remind-password-form';
import { SignUpForm } from './sign-up-form';

const AUTH_MODALS = [
  'login',
  'sign-up',
  'remind-password',
  'new-password',
  'email-verify',
  'email-confirmation',
  'auth-details',
] as const satisfies readonly ModalId[];
type AuthModal = (typeof AUTH_MODALS)[number];
const isAuthModal = (modal: ModalId): modal is AuthModal => (AUTH_MODALS as readonly ModalId[]).includes(modal);

/** A token from the modal's query, or from the address when a hash opened the modal (`#new-password`). */
function queryValue(props: ModalBodyProps['props'], name: string): string {
  return props[name] ?? new URLSearchParams(window.location.search).get(name) ?? '';
}

/** Guests from partly restricted countries cannot register or log in (platform-core §6); the server agrees. */
function useGeoRefusal(modal: ModalId): string | null {
  const { t } = useTranslation();
  const session = useSession();
  const geo = useVisitorGeo();
  const siteLicense = useProjectLicense();
  const loggedIn = session.status === 'player';
  const license = resolveLicense({
    userLicense: session.player?.license_name,
    visitorCountry: geo.country,
    hostname: pageHostname(),
    siteLicense,
  });
  const access = geoAccess(geo, { loggedIn, license });
  if (modal === 'sign-up' && access.registrationDisabled) return t('auth.registrationRestricted');
  if (modal === 'login' && access.loginDisabled) return t('auth.loginRestricted');
  return null;
}

/** Login, sign-up, password and e-mail modals: one body that shows the form the modal id names. */
export function AuthModalBody({ modal, props, close }: ModalBodyProps) {
  const { t } = useTranslation();
  const refusal = useGeoRefusal(modal);
  // Switching between them keeps the query (the guard's `redirect`) and what was typed as the e-mail.
  const switchTo = (id: ModalId, email?: string) => replaceTopModal({ id, props: email ? { ...props, email } : props });

  if (refusal) {
    return (
      <div className={styles.form}>
        <FormAlert tone="danger">
          <p>{refusal}</p>
        </FormAlert>
        <Button size="lg" block onClick={close}>
          {t('modals.gotIt')}
        </Button>
      </div>
    );
  }

  const forms: Record<AuthModal, () => ReactNode> = {
    login: () => (
      <LoginForm
        props={props}
        close={close}
        onForgotPassword={(email) => switchTo('remind-password', email)}
        onSignUp={(email) => switchTo('sign-up', email)}
      />
    ),
    'sign-up': () => <SignUpForm props={props} close={close} onLogIn={() => switchTo('login')} />,
    'remind-password': () => <RemindPasswordForm initialEmail={props.email} onLogIn={() => switchTo('login')} />,
    'new-password': () => (
      <NewPasswordForm
        token={queryValue(props, 'reset_password_token')}
        onLogIn={() => switchTo('login')}
        onRemind={() => switchTo('remind-password')}
      />
    ),
    'email-verify': () => <EmailVerifyPanel email={props.email} close={close} />,
    'auth-details': () => <AuthDetailsForm close={close} />,
    'email-confirmation': () => (
      <EmailConfirmationPanel
        token={queryValue(props, 'confirmation_token')}
        close={close}
        onResend={() => switchTo('email-verify')}
      />
    ),
  };
  return forms[isAuthModal(modal) ? modal : 'login']();
}
