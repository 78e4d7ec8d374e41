import type { ComponentProps } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';

/** "I am over 18 and accept the terms and conditions", the terms opening in a new tab so the form stays filled. */
export function TermsCheckbox(props: Omit<ComponentProps<typeof CheckboxField>, 'label'>) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <CheckboxField
      label={
        <>
          {t('auth.acceptTerms')}{' '}
          <Link to={to('/terms-and-conditions')} target="_blank">
            {t('auth.termsLink')}
          </Link>
        </>
      }
      {...props}
    />
  );
}
