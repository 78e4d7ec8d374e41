import { emailRule, requiredRule } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/account/password-input';
import { EmailField } from '../../../components/ui/form/email-field';
import type { FormRules } from '../../../lib/forms/form-rules';
import { valueRule } from '../../../lib/forms/form-rules';
import { useRulesForm } from '../../../lib/forms/use-rules-form';
import { HttpError } from '../../../lib/http/http-error';
import { stripLocalePrefix } from '../../../lib/i18n/locale-path';
import type { ModalBodyProps } from '../../../lib/modals/modal-body';
import { queryKeys } from '../../../lib/query-keys';
import { signIn } from '../api/auth-api';
import { useCaptcha, withCaptcha } from '../../../lib/captcha/use-captcha';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { rememberCredential, rememberedCredential } from '../remembered-credentials';
import { type AccountAlert, accountAlertOf, socialErrorKey } from '../sign-in-errors';
import styles from '../../../components/account/account-form.module.css';
import { CaptchaStatus } from '../../../components/account/captcha-status';
import { LicenceBlockedNotice } from './licence-blocked-notice';
import { OtpStep } from '../../../components/account/otp-step';
import { SocialSignIn } from './social-sign-in';
import { AccountFormAlert } from './account-form-alert';

type Credentials = { email: string; password: string };

/** The sportsbook's own login route (`/sport/login`) marks its sign-ins, so the two products' logins can be told apart. */
function loginOrigin(): string | undefined {
  return stripLocalePrefix(window.location.pathname).startsWith('/sport') ? 'betting' : undefined;
}

const RULES: FormRules<Credentials> = {
  email: [requiredRule, valueRule(emailRule)],
  password: [requiredRule],
};

type LoginFormProps = Pick<ModalBodyProps, 'props' | 'close'> & {
  /** Both get what was typed as the e-mail, so the next form need not ask for it again. */
  onForgotPassword: (email: string) => void;
  onSignUp: (email: string) => void;
};

/**
 * E-mail and password, then the authenticator code when the account has two-factor on (platform-core §4).
 * A saved browser credential signs in directly; any failure falls back to the form, filled in.
 */
export function LoginForm({ props, close, onForgotPassword, onSignUp }: LoginFormProps) {
  const { t } = useTranslation();
  const labels = { email: t('fields.email'), password: t('fields.password') };
  const { form, onSubmit, placeServerErrors, errorOf, translate } = useRulesForm<Credentials>({
    component: 'login',
    rules: RULES,
    labels,
    defaultValues: { email: props.email ?? '', password: '' },
  });
  const captcha = useCaptcha();
  const finish = useFinishSignIn(close);
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<AccountAlert | null>(() => {
    const key = socialErrorKey(props.auth_error);
    return key ? { key } : null;
  });
  const [step, setStep] = useState<'credentials' | 'otp' | 'licence-blocked'>('credentials');
  const [pending, setPending] = useState<Credentials | null>(null);
  const mounted = useRef(true);
  const backFromOtp = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The code step took focus with it; coming back puts it on the password, the field to retype.
  useEffect(() => {
    if (step !== 'credentials' || !backFromOtp.current) return;
    backFromOtp.current = false;
    form.setFocus('password');
  }, [step, form]);

  const attempt = async (credentials: Credentials, otpAttempt?: string) => {
    setAlert(null);
    try {
      const player = await withCaptcha(captcha, (payload) =>
        signIn({ ...credentials, otpAttempt, captcha: payload, customLoginReg: loginOrigin() }),
      );
      rememberCredential(credentials.email, credentials.password);
      // The form went away meanwhile (closed, or switched to another modal): the session is real and is kept,
      // but closing or navigating now would act on whatever is on screen instead.
      if (!mounted.current) {
        queryClient.setQueryData(queryKeys.player(), player);
        return;
      }
      await finish(player, props.redirect);
    } catch (error) {
      if (!mounted.current) return;
      if (error instanceof HttpError && error.code === 'OTP_REQUIRED') {
        setPending(credentials);
        setStep('otp');
        return;
      }
      if (error instanceof HttpError && error.code === 'EE_LICENSE_BLOCKED') {
        setStep('licence-blocked');
        return;
      }
      // A wrong code is the code step's own message; everything else goes back to the credentials.
      if (otpAttempt && error instanceof HttpError && error.code === 'INVALID_OTP') throw error;
      setStep('credentials');
      const { unplaced } = placeServerErrors(error);
      setAlert(accountAlertOf(error, unplaced));
    }
  };

  // onSubmit only wraps the handler; the refs are read when a submit runs, not while rendering.
  // eslint-disable-next-line react-hooks/refs
  const submit = onSubmit((values) => attempt(values));

  // Remembered credentials: only a credential with an id logs in; otherwise the form stays (engagement §5). It
  // goes through the submit handler, so the form is busy (no second sign-in racing it) as with a click.
  useEffect(() => {
    let cancelled = false;
    void rememberedCredential().then((credential) => {
      if (!credential || cancelled) return;
      form.reset(credential);
      submit();
    });
    return () => {
      cancelled = true;
    };
    // Once per opening of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (step === 'licence-blocked') return <LicenceBlockedNotice close={close} />;
  if (step === 'otp' && pending) {
    const back = () => {
      backFromOtp.current = true;
      setStep('credentials');
    };
    return <OtpStep onSubmit={(code) => attempt(pending, code)} onBack={back} />;
  }

  const submitting = form.formState.isSubmitting;
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={submitting}>
      <AccountFormAlert alert={alert} translate={translate} />
      <EmailField label={labels.email} autoComplete="username" error={errorOf('email')} {...form.register('email')} />
      <PasswordInput
        label={labels.password}
        autoComplete="current-password"
        error={errorOf('password')}
        {...form.register('password')}
      />
      <button type="button" className={styles.inlineLink} onClick={() => onForgotPassword(form.getValues('email'))}>
        {t('auth.forgotPassword')}
      </button>
      <CaptchaStatus state={captcha.state} />
      <Button type="submit" size="lg" block disabled={submitting}>
        {submitting ? t('auth.loggingIn') : t('auth.logIn')}
      </Button>
      <SocialSignIn redirect={props.redirect} />
      <div className={styles.footer}>
        <button type="button" className={styles.inlineLink} onClick={() => onSignUp(form.getValues('email'))}>
          {t('auth.noAccount')}
        </button>
      </div>
    </form>
  );
}
