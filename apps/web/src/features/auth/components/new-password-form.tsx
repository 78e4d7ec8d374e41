import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { PasswordInput } from '../../../components/account/password-input';
import type { FormRules } from '../../../lib/forms/form-rules';
import { useRulesForm } from '../../../lib/forms/use-rules-form';
import { HttpError } from '../../../lib/http/http-error';
import { newPasswordRules, repeatOf } from '../../../lib/forms/password-rules';
import { resetPassword } from '../api/auth-api';
import { type AccountAlert, accountAlertOf } from '../sign-in-errors';
import styles from '../../../components/account/account-form.module.css';
import { AccountFormAlert } from './account-form-alert';

type NewPasswordValues = { password: string; password_confirmation: string };

const RULES: FormRules<NewPasswordValues> = {
  password: newPasswordRules<NewPasswordValues>(),
  password_confirmation: repeatOf<NewPasswordValues>('password'),
};

/** A spent or expired link is its own state: the fix is a new reminder, not another password. */
const isDeadLink = (error: unknown) =>
  error instanceof HttpError &&
  (error.code === 'TOKEN_INVALID' || Object.keys(error.fieldErrors).some((field) => field.endsWith('token')));

/** The new password from the reminder e-mail's link (`reset_password_token` in the query). */
export function NewPasswordForm({
  token,
  onLogIn,
  onRemind,
}: {
  token: string;
  onLogIn: () => void;
  onRemind: () => void;
}) {
  const { t } = useTranslation();
  const labels = { password: t('fields.newPassword'), password_confirmation: t('fields.passwordConfirmation') };
  const { form, onSubmit, placeServerErrors, errorOf, translate } = useRulesForm<NewPasswordValues>({
    component: 'new-password',
    rules: RULES,
    labels,
    defaultValues: { password: '', password_confirmation: '' },
  });
  const initialOutcome = token ? 'form' : 'dead-link';
  const [outcome, setOutcome] = useState<'form' | 'done' | 'dead-link'>(initialOutcome);
  const [alert, setAlert] = useState<AccountAlert | null>(null);

  const submit = onSubmit(async (values) => {
    setAlert(null);
    try {
      await resetPassword({ token, password: values.password, passwordConfirmation: values.password_confirmation });
      setOutcome('done');
    } catch (error) {
      if (isDeadLink(error)) {
        setOutcome('dead-link');
        return;
      }
      const { unplaced } = placeServerErrors(error);
      setAlert(accountAlertOf(error, unplaced));
    }
  });

  if (outcome !== 'form') {
    const done = outcome === 'done';
    return (
      <div className={styles.form}>
        <FormAlert tone={done ? 'success' : 'danger'} focusOnShow={outcome !== initialOutcome}>
          <p>{t(done ? 'auth.passwordChanged' : 'auth.resetLinkDead')}</p>
        </FormAlert>
        <Button size="lg" block onClick={done ? onLogIn : onRemind}>
          {t(done ? 'auth.logIn' : 'auth.sendNewLink')}
        </Button>
      </div>
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={submitting}>
      <p className={styles.lead}>{t('auth.newPasswordLead')}</p>
      <AccountFormAlert alert={alert} translate={translate} />
      <PasswordInput
        label={labels.password}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        error={errorOf('password')}
        {...form.register('password')}
      />
      <PasswordInput
        label={labels.password_confirmation}
        autoComplete="new-password"
        error={errorOf('password_confirmation')}
        {...form.register('password_confirmation')}
      />
      <Button type="submit" size="lg" block disabled={submitting}>
        {t('auth.saveNewPassword')}
      </Button>
    </form>
  );
}
