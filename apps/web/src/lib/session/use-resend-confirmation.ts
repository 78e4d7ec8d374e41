import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useCaptcha, withCaptcha } from '../captcha/use-captcha';
import { useMessageTranslator } from '../forms/use-field-translator';
import { HttpError } from '../http/http-error';
import { showToast } from '../toasts/toast-store';
import { resendConfirmation } from './session-actions';

type ResendState = 'idle' | 'sending' | 'sent';

/**
 * "Send the confirmation link again", wherever it is offered. The server may ask for a captcha after a resend;
 * a 422 shows its first e-mail error as a toast (platform-core §8), any other failure the generic one.
 */
export function useResendConfirmation(email: string) {
  const { t } = useTranslation();
  const translate = useMessageTranslator({ email: t('fields.email') });
  const captcha = useCaptcha();
  const [state, setState] = useState<ResendState>('idle');

  const resend = async () => {
    setState('sending');
    try {
      await withCaptcha(captcha, (payload) => resendConfirmation(email, payload));
      setState('sent');
    } catch (error) {
      setState('idle');
      const emailError =
        error instanceof HttpError && error.status === 422 ? error.fieldErrors['user.email']?.[0] : undefined;
      if (emailError) showToast('VALIDATION.EMAIL_RESEND', { text: translate('email', { key: emailError }) });
      else showToast('NOTIFICATIONS.SOMETHING_WENT_WRONG');
    }
  };

  return { state, captchaState: captcha.state, resend };
}
