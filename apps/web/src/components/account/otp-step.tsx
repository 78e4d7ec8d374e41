import { ACCOUNT_MESSAGE_KEYS, otpCodeRule, requiredRule } from '@casino/contracts';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../ui/button';
import { TextField } from '../ui/form/text-field';
import type { FormRules } from '../../lib/forms/form-rules';
import { useRulesForm } from '../../lib/forms/use-rules-form';
import styles from './account-form.module.css';

type OtpValues = { otp: string };

/** Six digits, spaces allowed while typing (apps show "123 456"). */
const normalizeOtp = (value: string) => value.replace(/\s+/g, '');

const RULES: FormRules<OtpValues> = {
  otp: [requiredRule, (value) => otpCodeRule(normalizeOtp(String(value)))],
};

type OtpStepProps = {
  /** Sends the code; rejects with the server's error when it is wrong (shown on the field). */
  onSubmit: (code: string) => Promise<void>;
  onBack?: () => void;
  submitLabel?: string;
  /** What the code is for; the login's wording ("two-factor is on, enter the code") by default. */
  lead?: string;
};

/** The one-time code from the authenticator app: the login's second step, and the 2FA settings' confirmation. */
export function OtpStep({ onSubmit, onBack, submitLabel, lead }: OtpStepProps) {
  const { t } = useTranslation();
  const labels = { otp: t('fields.otp') };
  const {
    form,
    onSubmit: handle,
    placeServerErrors,
    errorOf,
    translate,
  } = useRulesForm<OtpValues>({
    component: 'two-factor-code',
    rules: RULES,
    labels,
    defaultValues: { otp: '' },
  });
  const submit = handle(async ({ otp }) => {
    try {
      await onSubmit(normalizeOtp(otp));
    } catch (error) {
      // Anything but the server's own message on the code field reads as a wrong code.
      const { placed, unplaced } = placeServerErrors(error);
      if (unplaced.length > 0 || !placed.otp) {
        const invalid = { key: ACCOUNT_MESSAGE_KEYS.otpInvalid };
        form.setError('otp', { type: invalid.key, message: translate('otp', invalid) });
      }
    }
  });
  const submitting = form.formState.isSubmitting;
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={submitting}>
      <p className={styles.lead}>{lead ?? t('auth.otpLead')}</p>
      <TextField
        label={labels.otp}
        className={styles.otp}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        autoFocus
        error={errorOf('otp')}
        {...form.register('otp')}
      />
      <Button type="submit" size="lg" block disabled={submitting}>
        {submitLabel ?? t('auth.verify')}
      </Button>
      {onBack ? (
        <div className={styles.footer}>
          <button type="button" className={styles.inlineLink} onClick={onBack}>
            {t('auth.back')}
          </button>
        </div>
      ) : null}
    </form>
  );
}
