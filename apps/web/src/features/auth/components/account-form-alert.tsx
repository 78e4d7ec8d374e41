import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form/form-alert';
import type { TranslateMessage } from '../../../lib/forms/form-rules';
import type { AccountAlert } from '../sign-in-errors';

/** The danger alert over an account form: its own text, or a 422 message worded like the fields' own. */
export function AccountFormAlert({ alert, translate }: { alert: AccountAlert | null; translate: TranslateMessage }) {
  const { t } = useTranslation();
  if (!alert) return null;
  const text = 'key' in alert ? t(alert.key) : translate(alert.field, { key: alert.validationKey });
  return <FormAlert tone="danger">{text}</FormAlert>;
}
