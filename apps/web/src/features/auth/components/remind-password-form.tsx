import { emailRule, requiredRule } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { EmailField } from '../../../components/ui/form/email-field';
import type { FormRules } from '../../../lib/forms/form-rules';
import { valueRule } from '../../../lib/forms/form-rules';
import { useRulesForm } from '../../../lib/forms/use-rules-form';
import { requestPasswordReset } from '../api/auth-api';
import { useCaptcha, withCaptcha } from '../../../lib/captcha/use-captcha';
import { type AccountAlert, accountAlertOf } from '../sign-in-errors';
import styles from '../../../components/account/account-form.module.css';
import { CaptchaStatus } from '../../../components/account/captcha-status';
import { AccountFormAlert } from './account-form-alert';

type RemindValues = { email: string };

const RULES: FormRules<RemindValues> = { email: [requiredRule, valueRule(emailRule)] };

/**
 * The password reminder. The answer reads the same whether or not the address has an account, so the form
 * cannot be used to find out who plays here.
 */
export function RemindPasswordForm({ initialEmail, onLogIn }: { initialEmail?: string; onLogIn: () => void }) {
  const { t } = useTranslation();
  const labels = { email: t('fields.email') };
  const { form, onSubmit, placeServerErrors, errorOf, translate } = useRulesForm<RemindValues>({
    component: 'remind-password',
    rules: RULES,
    labels,
    defaultValues: { email: initialEmail ?? '' },
  });
  const captcha = useCaptcha();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<AccountAlert | null>(null);

  const submit = onSubmit(async ({ email }) => {
    setAlert(null);
    try {
      await withCaptcha(captcha, (payload) => requestPasswordReset(email, payload));
      setSentTo(email);
    } catch (error) {
      const { unplaced } = placeServerErrors(error);
      setAlert(accountAlertOf(error, unplaced));
    }
  });

  if (sentTo) {
    return (
      <div className={styles.form}>
        <FormAlert tone="success" focusOnShow>
          <p>{t('auth.remindSent', { email: sentTo })}</p>
        </FormAlert>
        <p className={styles.lead}>{t('auth.remindSentHint')}</p>
        <Button size="lg" block onClick={onLogIn}>
          {t('auth.backToLogin')}
        </Button>
      </div>
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={submitting}>
      <p className={styles.lead}>{t('auth.remindLead')}</p>
      <AccountFormAlert alert={alert} translate={translate} />
      <EmailField label={labels.email} autoComplete="email" error={errorOf('email')} {...form.register('email')} />
      <CaptchaStatus state={captcha.state} />
      <Button type="submit" size="lg" block disabled={submitting}>
        {t('auth.sendResetLink')}
      </Button>
      <div className={styles.footer}>
        <button type="button" className={styles.inlineLink} onClick={onLogIn}>
          {t('auth.backToLogin')}
        </button>
      </div>
    </form>
  );
}
