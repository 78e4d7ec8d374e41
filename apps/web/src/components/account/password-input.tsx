import type { ComponentProps } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PasswordField } from '../ui/form/password-field';

type PasswordInputProps = Omit<ComponentProps<typeof PasswordField>, 'showLabel' | 'hideLabel'>;

/** The account forms' password field, its show/hide button named in the page's language. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordField showLabel={t('fields.showPassword')} hideLabel={t('fields.hidePassword')} {...props} />;
}
