import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { Icon } from '../../../components/ui/icon';
import { useSession } from '../../../lib/session/get-player';
import { useResendConfirmation } from '../../../lib/session/use-resend-confirmation';
import styles from '../../../components/account/account-form.module.css';
import { CaptchaStatus } from '../../../components/account/captcha-status';

/**
 * "Confirm your e-mail": where the link went and a way to send it again. Closable: the player may confirm later
 * (platform-core §2).
 */
export function EmailVerifyPanel({ email: givenEmail, close }: { email?: string; close: () => void }) {
  const { t } = useTranslation();
  const { player } = useSession();
  const email = player?.email ?? givenEmail ?? '';
  const { state, captchaState, resend } = useResendConfirmation(email);

  if (player?.confirmed_at) {
    return (
      <div className={styles.result}>
        <span className={styles.resultIcon}>
          <Icon name="check" size={28} />
        </span>
        <p>{t('auth.emailAlreadyConfirmed')}</p>
        <Button size="lg" block onClick={close}>
          {t('auth.startPlaying')}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.result}>
      <span className={styles.resultIcon}>
        <Icon name="mail" size={28} />
      </span>
      <p>{email ? t('auth.emailVerifySentTo', { email }) : t('auth.emailVerifyLead')}</p>
      {state === 'sent' ? (
        <FormAlert tone="success">
          <p>{t('auth.emailResent')}</p>
        </FormAlert>
      ) : null}
      <CaptchaStatus state={captchaState} />
      <Button size="lg" block onClick={close}>
        {t('auth.startPlaying')}
      </Button>
      {email ? (
        <Button variant="ghost" block disabled={state === 'sending'} onClick={() => void resend()}>
          {t('auth.resendEmail')}
        </Button>
      ) : null}
    </div>
  );
}
