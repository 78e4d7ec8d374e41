import { requiredRule } from '@casino/contracts';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/account/password-input';
import type { FormRules } from '../../../lib/forms/form-rules';
import { useRulesForm } from '../../../lib/forms/use-rules-form';
import { newPasswordRules, repeatOf } from '../../../lib/forms/password-rules';
import { changePassword, type PasswordChange } from '../api/change-password';
import { ProfileCard } from './profile-card';
import { SaveResultAlert, useSaveResult } from './save-result';
import styles from './personal-details-form.module.css';

const RULES: FormRules<PasswordChange> = {
  current_password: [requiredRule],
  password: newPasswordRules<PasswordChange>(),
  password_confirmation: repeatOf<PasswordChange>('password'),
};

const EMPTY: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

/** `PUT /api/player/password`: the current password, a new one and its repeat. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const labels = useMemo(
    () => ({
      current_password: t('fields.currentPassword'),
      password: t('fields.newPassword'),
      password_confirmation: t('fields.passwordConfirmation'),
    }),
    [t],
  );
  const rulesForm = useRulesForm<PasswordChange>({
    component: 'password-change',
    rules: RULES,
    labels,
    defaultValues: EMPTY,
  });
  const { form, onSubmit, errorOf } = rulesForm;
  const save = useSaveResult(rulesForm);

  const submit = onSubmit(async (values) => {
    save.clear();
    try {
      await changePassword(values);
      form.reset(EMPTY);
      save.succeeded(t('profile.security.password.changed'));
    } catch (error) {
      save.failed(error);
    }
  });

  const submitting = form.formState.isSubmitting;
  return (
    <ProfileCard
      icon="lock"
      title={t('profile.security.password.title')}
      lead={t('profile.security.password.lead')}
      name="password"
    >
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={submitting} data-password-form>
        {/* The account's e-mail, unseen, lets password managers file the new password under the right login. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className={styles.grid}>
          <div className={styles.wide}>
            <PasswordInput
              label={labels.current_password}
              autoComplete="current-password"
              error={errorOf('current_password')}
              {...form.register('current_password')}
            />
          </div>
          <PasswordInput
            label={labels.password}
            autoComplete="new-password"
            hint={t('fields.passwordHint')}
            error={errorOf('password')}
            {...form.register('password', { deps: ['password_confirmation'] })}
          />
          <PasswordInput
            label={labels.password_confirmation}
            autoComplete="new-password"
            error={errorOf('password_confirmation')}
            {...form.register('password_confirmation')}
          />
        </div>
        <div className={styles.footer}>
          <SaveResultAlert result={save.result} />
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? t('profile.security.password.submitting') : t('profile.security.password.submit')}
          </Button>
        </div>
      </form>
    </ProfileCard>
  );
}
