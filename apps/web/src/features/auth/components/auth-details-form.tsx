import { mustBeCheckedRule, requiredRule } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import styles from '../../../components/account/account-form.module.css';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { SelectField } from '../../../components/ui/form/select-field';
import type { FormRules } from '../../../lib/forms/form-rules';
import { useRulesForm } from '../../../lib/forms/use-rules-form';
import { useVisitorGeo } from '../../../lib/geo/get-geo';
import { useCountryOptions } from '../../../lib/geo/use-country-options';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/get-player';
import { logOut } from '../../../lib/session/session-actions';
import { completeAuthDetails } from '../api/auth-api';
import { type AccountAlert, accountAlertOf } from '../sign-in-errors';
import { AccountFormAlert } from './account-form-alert';
import { TermsCheckbox } from './terms-checkbox';

type DetailsValues = { country: string; terms_acceptance: boolean; receive_promos: boolean };

/**
 * What a social sign-up did not supply (`auth_fields_missed`: terms acceptance, country), asked once after it
 * with `POST /api/auth_providers/update_details`. It must be answered; logging out is the other way out.
 */
export function AuthDetailsForm({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { player } = useSession();
  const geo = useVisitorGeo();
  const missing = new Set(player?.auth_fields_missed ?? []);
  const needsCountry = missing.has('country');
  const needsTerms = missing.has('terms_acceptance');
  const labels = { country: t('fields.country'), terms_acceptance: t('fields.terms') };
  // Keyed by what is missing, not by the profile object: a refetched profile keeps the same rules.
  const rules = useMemo<FormRules<DetailsValues>>(
    () => ({
      ...(needsCountry && { country: [requiredRule] }),
      ...(needsTerms && { terms_acceptance: [mustBeCheckedRule] }),
    }),
    [needsCountry, needsTerms],
  );
  const { form, onSubmit, placeServerErrors, errorOf, translate } = useRulesForm<DetailsValues>({
    component: 'auth-details',
    rules,
    labels,
    defaultValues: { country: geo.country ?? '', terms_acceptance: false, receive_promos: false },
  });
  const [alert, setAlert] = useState<AccountAlert | null>(null);
  const { options: countryOptions } = useCountryOptions();

  const submit = onSubmit(async (values) => {
    setAlert(null);
    try {
      const profile = await completeAuthDetails({
        ...(needsCountry && { country: values.country }),
        ...(needsTerms && { terms_acceptance: values.terms_acceptance }),
        receive_promos: values.receive_promos,
      });
      queryClient.setQueryData(queryKeys.player(), profile);
      close();
    } catch (error) {
      // Only the fields this player is asked for are shown; a message about another one goes in the alert.
      const shown: (keyof DetailsValues)[] = ['receive_promos'];
      if (needsCountry) shown.push('country');
      if (needsTerms) shown.push('terms_acceptance');
      const { unplaced } = placeServerErrors(error, shown);
      setAlert(accountAlertOf(error, unplaced));
    }
  });

  const submitting = form.formState.isSubmitting;
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={submitting}>
      <p className={styles.lead}>{t('auth.detailsLead')}</p>
      <AccountFormAlert alert={alert} translate={translate} />
      {needsCountry ? (
        <SelectField
          label={labels.country}
          autoComplete="country"
          options={[{ value: '', label: t('fields.choose') }, ...countryOptions]}
          error={errorOf('country')}
          {...form.register('country')}
        />
      ) : null}
      {needsTerms ? <TermsCheckbox error={errorOf('terms_acceptance')} {...form.register('terms_acceptance')} /> : null}
      <CheckboxField label={t('auth.receivePromos')} {...form.register('receive_promos')} />
      <Button type="submit" size="lg" block disabled={submitting}>
        {t('auth.detailsSave')}
      </Button>
      <div className={styles.footer}>
        <button type="button" className={styles.inlineLink} onClick={() => void logOut(queryClient).then(close)}>
          {t('profileMenu.logOut')}
        </button>
      </div>
    </form>
  );
}
