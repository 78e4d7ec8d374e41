import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert } from '../../../components/ui/form/form-alert';
import type { TranslateMessage } from '../../../lib/forms/form-rules';
import { dateTimeText } from '../../../lib/i18n/time-until';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { AccountAlert } from '../sign-in-errors';

/**
 * The danger alert over an account form: its own text, an exclusion with its end date, or a 422 message worded
 * like the fields' own.
 */
export function AccountFormAlert({ alert, translate }: { alert: AccountAlert | null; translate: TranslateMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!alert) return null;
  let text: string;
  if ('key' in alert) text = t(alert.key);
  else if ('exclusion' in alert) text = t(alert.exclusion, { date: dateTimeText(alert.until, locale) });
  else text = translate(alert.field, { key: alert.validationKey });
  return <FormAlert tone="danger">{text}</FormAlert>;
}
