import { calendarDateOf, GENDERS, stateFromPostalCode } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { useRulesForm } from '../../../lib/forms/use-rules-form';
import { useCountryOptions } from '../../../lib/geo/use-country-options';
import type { SessionPlayer } from '../../../lib/session/session-player';
import { updateProfile } from '../api/update-profile';
import { personalDetailsRules } from '../personal-details/personal-details-rules';
import {
  personalDetailsDefaults,
  profileUpdateOf,
  type PersonalDetailsValues,
} from '../personal-details/personal-details-values';
import type { PersonalField } from '../personal-details/personal-fields';
import { BirthdayField } from './birthday-field';
import { SaveResultAlert, useSaveResult } from './save-result';
import styles from './personal-details-form.module.css';

type PersonalDetailsFormProps = {
  player: SessionPlayer;
  /** The fields to show, in the order of PERSONAL_FIELDS. */
  fields: readonly PersonalField[];
  /** Fields that may not be left blank. */
  required?: readonly PersonalField[];
  submitLabel?: string;
  onSaved?: (player: SessionPlayer) => void;
};

const IDENTITY: readonly PersonalField[] = ['first_name', 'last_name', 'nickname', 'date_of_birth', 'gender'];
const CONTACT: readonly PersonalField[] = ['mobile_phone', 'country', 'city', 'address', 'postal_code', 'state'];
const OFFERS: readonly PersonalField[] = ['receive_promos', 'receive_sms_promos'];
/** A stable default, so the rules are not rebuilt on every render. */
const NO_FIELDS: readonly PersonalField[] = [];

const GENDER_LABELS = {
  male: 'profile.fields.genderMale',
  female: 'profile.fields.genderFemale',
  other: 'profile.fields.genderOther',
} as const satisfies Record<(typeof GENDERS)[number], string>;

/** The countries to choose from, and the stored country's name for the read-only field once it is set. */
function useCountryChoice(storedCountry: string | null) {
  const { options } = useCountryOptions(storedCountry);
  const storedName = options.find((option) => option.value === storedCountry)?.label ?? storedCountry ?? '';
  return { options, storedName };
}

/**
 * The personal details of platform-core §3 → `PATCH /api/player`, checked with the §5 rules as the player types.
 * The profile page shows every field; the personal-info modal only the missing ones, all required.
 */
export function PersonalDetailsForm({
  player,
  fields,
  required = NO_FIELDS,
  submitLabel,
  onSaved,
}: PersonalDetailsFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [today] = useState(() => calendarDateOf(Date.now()));
  const shown = new Set(fields);
  const must = new Set(required);
  const countryLocked = Boolean(player.country);
  const countries = useCountryChoice(player.country);

  const labels = useMemo(
    () => ({
      first_name: t('profile.fields.firstName'),
      last_name: t('profile.fields.lastName'),
      nickname: t('fields.nickname'),
      birth_day: t('profile.fields.day'),
      birth_month: t('profile.fields.month'),
      birth_year: t('profile.fields.year'),
      date_of_birth: t('profile.fields.dateOfBirth'),
      gender: t('profile.fields.gender'),
      mobile_phone: t('profile.fields.mobilePhone'),
      country: t('fields.country'),
      city: t('profile.fields.city'),
      address: t('profile.fields.address'),
      postal_code: t('profile.fields.postalCode'),
      state: t('profile.fields.state'),
    }),
    [t],
  );
  const rules = useMemo(
    () => personalDetailsRules({ required, today, license: player.license_name }),
    [required, today, player.license_name],
  );
  const rulesForm = useRulesForm<PersonalDetailsValues>({
    component: 'profile-details',
    rules,
    labels,
    defaultValues: personalDetailsDefaults(player),
  });
  const { form, onSubmit, errorOf } = rulesForm;
  const save = useSaveResult(rulesForm);

  // The promo button elsewhere on the page can subscribe the player: keep the checkbox in step unless it was
  // touched, or saving the form would quietly unsubscribe them again.
  const receivePromos = player.receive_promos;
  useEffect(() => {
    if (!form.getFieldState('receive_promos').isDirty) {
      form.resetField('receive_promos', { defaultValue: receivePromos });
    }
  }, [form, receivePromos]);

  const submit = onSubmit(async (values) => {
    save.clear();
    try {
      const saved = await updateProfile(
        queryClient,
        profileUpdateOf(values, fields, { storedCountry: player.country }),
      );
      form.reset(personalDetailsDefaults(saved));
      save.succeeded(t('profile.details.saved'));
      onSaved?.(saved);
    } catch (error) {
      save.failed(error);
    }
  });

  // Australia and Canada: the postal code names the state, so an empty state is filled in for the player (§5).
  const fillState = () => {
    const { country, postal_code: postalCode, state } = form.getValues();
    const code = country || player.country;
    if (state.trim() || !code || !postalCode.trim()) return;
    const derived = stateFromPostalCode(code, postalCode);
    if (derived) form.setValue('state', derived, { shouldDirty: true });
  };

  // Each birthday part re-checks the whole date, so its message follows the player's changes.
  const birthdayPart = <Name extends 'birth_day' | 'birth_month' | 'birth_year'>(name: Name) =>
    form.register(name, { deps: ['date_of_birth'] });
  const note = (field: PersonalField) => (must.has(field) ? undefined : t('fields.optional'));
  const submitting = form.formState.isSubmitting;
  const has = (group: readonly PersonalField[]) => group.some((field) => shown.has(field));

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={submitting} data-personal-details>
      {has(IDENTITY) ? (
        <FormSection title={t('profile.details.identity')}>
          <div className={styles.grid}>
            {shown.has('first_name') ? (
              <TextField
                label={labels.first_name}
                labelNote={note('first_name')}
                autoComplete="given-name"
                error={errorOf('first_name')}
                {...form.register('first_name')}
              />
            ) : null}
            {shown.has('last_name') ? (
              <TextField
                label={labels.last_name}
                labelNote={note('last_name')}
                autoComplete="family-name"
                error={errorOf('last_name')}
                {...form.register('last_name')}
              />
            ) : null}
            {shown.has('nickname') ? (
              <TextField
                label={labels.nickname}
                labelNote={note('nickname')}
                autoComplete="nickname"
                hint={t('fields.nicknameHint')}
                error={errorOf('nickname')}
                {...form.register('nickname')}
              />
            ) : null}
            {shown.has('gender') ? (
              <SelectField
                label={labels.gender}
                labelNote={note('gender')}
                autoComplete="sex"
                options={[
                  { value: '', label: t('fields.choose') },
                  ...GENDERS.map((gender) => ({ value: gender, label: t(GENDER_LABELS[gender]) })),
                ]}
                {...form.register('gender')}
              />
            ) : null}
            {shown.has('date_of_birth') ? (
              <div className={styles.wide}>
                <BirthdayField
                  day={birthdayPart('birth_day')}
                  month={birthdayPart('birth_month')}
                  year={birthdayPart('birth_year')}
                  errors={{ day: errorOf('birth_day'), month: errorOf('birth_month'), date: errorOf('date_of_birth') }}
                  today={today}
                  storedYear={form.formState.defaultValues?.birth_year ?? ''}
                  required={must.has('date_of_birth')}
                />
              </div>
            ) : null}
          </div>
        </FormSection>
      ) : null}

      {has(CONTACT) ? (
        <FormSection title={t('profile.details.contact')}>
          <div className={styles.grid}>
            {shown.has('mobile_phone') ? (
              <TextField
                label={labels.mobile_phone}
                labelNote={note('mobile_phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                hint={t('profile.fields.mobilePhoneHint')}
                error={errorOf('mobile_phone')}
                {...form.register('mobile_phone')}
              />
            ) : null}
            {shown.has('country') && countryLocked ? (
              <TextField
                label={labels.country}
                value={countries.storedName}
                readOnly
                aria-readonly="true"
                hint={t('profile.details.countryLocked')}
              />
            ) : null}
            {shown.has('country') && !countryLocked ? (
              <SelectField
                label={labels.country}
                labelNote={note('country')}
                autoComplete="country"
                options={[{ value: '', label: t('fields.choose') }, ...countries.options]}
                error={errorOf('country')}
                {...form.register('country', { deps: ['postal_code'] })}
              />
            ) : null}
            {shown.has('city') ? (
              <TextField
                label={labels.city}
                labelNote={note('city')}
                autoComplete="address-level2"
                error={errorOf('city')}
                {...form.register('city')}
              />
            ) : null}
            {shown.has('address') ? (
              <TextField
                label={labels.address}
                labelNote={note('address')}
                autoComplete="street-address"
                error={errorOf('address')}
                {...form.register('address')}
              />
            ) : null}
            {shown.has('postal_code') ? (
              <TextField
                label={labels.postal_code}
                labelNote={note('postal_code')}
                autoComplete="postal-code"
                autoCapitalize="characters"
                error={errorOf('postal_code')}
                {...form.register('postal_code', { onBlur: fillState })}
              />
            ) : null}
            {shown.has('state') ? (
              <TextField
                label={labels.state}
                labelNote={note('state')}
                autoComplete="address-level1"
                hint={t('profile.fields.stateHint')}
                error={errorOf('state')}
                {...form.register('state')}
              />
            ) : null}
          </div>
        </FormSection>
      ) : null}

      {has(OFFERS) ? (
        <FormSection title={t('profile.details.marketing')}>
          <div className={styles.checks}>
            {shown.has('receive_promos') ? (
              <CheckboxField label={t('profile.fields.receivePromos')} {...form.register('receive_promos')} />
            ) : null}
            {shown.has('receive_sms_promos') ? (
              <CheckboxField label={t('profile.fields.receiveSmsPromos')} {...form.register('receive_sms_promos')} />
            ) : null}
          </div>
        </FormSection>
      ) : null}

      <div className={styles.footer}>
        <SaveResultAlert result={save.result} />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t('profile.details.saving') : (submitLabel ?? t('profile.details.save'))}
        </Button>
      </div>
    </form>
  );
}

/** A titled group of fields; the title names the group for screen readers too. */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
