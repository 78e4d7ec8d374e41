import {
  ACCOUNT_MESSAGE_KEYS,
  emailRule,
  mustBeCheckedRule,
  nicknameRule,
  requiredRule,
  type Currency,
} from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { PasswordInput } from '../../../components/account/password-input';
import { SelectField } from '../../../components/ui/form/select-field';
import { EmailField } from '../../../components/ui/form/email-field';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon';
import type { ModalBodyProps } from '../../../lib/modals/modal-body';
import { useFeatureFlags } from '../../../lib/feature-flags/feature-flags';
import type { FormRules } from '../../../lib/forms/form-rules';
import { valueRule } from '../../../lib/forms/form-rules';
import { useRulesForm } from '../../../lib/forms/use-rules-form';
import {
  countriesQueryOptions,
  foundVisitorCountryQueryOptions,
  visitorCountryQueryOptions,
} from '../../../lib/geo/get-geo';
import { useCountryOptions } from '../../../lib/geo/use-country-options';
import { useLocale } from '../../../lib/i18n/use-locale';
import { openModal } from '../../../lib/modals/modal-store';
import { queryKeys } from '../../../lib/query-keys';
import { addPlayerGroups } from '../../../lib/session/session-actions';
import { readCookie } from '../../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import { isShortForm, registrationArm } from '../ab-registration';
import { newPasswordRules } from '../../../lib/forms/password-rules';
import { isEmailAvailable, register } from '../api/auth-api';
import { currenciesQueryOptions } from '../../../lib/payments/currencies';
import { useCaptcha, withCaptcha } from '../../../lib/captcha/use-captcha';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { latestEmailCheck } from '../latest-email-check';
import { type AccountAlert, accountAlertOf } from '../sign-in-errors';
import { signUpChoicesState } from '../sign-up-choices';
import { signUpDefaults } from '../sign-up-defaults';
import { clearSignUpDraft, readSignUpDraft, saveSignUpDraft } from '../sign-up-draft';
import styles from '../../../components/account/account-form.module.css';
import { TermsCheckbox } from './terms-checkbox';
import { CaptchaStatus } from '../../../components/account/captcha-status';
import { AccountFormAlert } from './account-form-alert';
import { FormLoading } from './form-loading';
import { SocialSignIn } from './social-sign-in';

type SignUpValues = {
  email: string;
  password: string;
  currency: string;
  country: string;
  nickname: string;
  receive_promos: boolean;
  terms_acceptance: boolean;
};

const RULES: FormRules<SignUpValues> = {
  email: [requiredRule, valueRule(emailRule)],
  password: newPasswordRules<SignUpValues>(),
  currency: [requiredRule],
  country: [requiredRule],
  nickname: [valueRule(nicknameRule)],
  terms_acceptance: [mustBeCheckedRule],
};

/** The fields the short A/B arm shows. */
const SHORT_FORM_FIELDS: readonly (keyof SignUpValues)[] = ['email', 'password', 'terms_acceptance', 'receive_promos'];

type SignUpFormProps = Pick<ModalBodyProps, 'props' | 'close'> & { onLogIn: () => void };

/**
 * Registration (platform-core §4): create the user, mark them logged in with the profile the server returns, load
 * their data, then ask them to confirm the e-mail address. Registration is refused up front where the visitor's
 * country does not allow it; the server enforces the same rule.
 */
export function SignUpForm({ props, close, onLogIn }: SignUpFormProps) {
  const { t } = useTranslation();
  const countries = useQuery(countriesQueryOptions());
  const currencies = useQuery(currenciesQueryOptions());
  const visitor = useQuery(visitorCountryQueryOptions());
  const foundCountry = useQuery(foundVisitorCountryQueryOptions());
  const locale = useLocale();
  const state = signUpChoicesState({ countries, currencies, visitor });
  // Trying again shows the skeleton until the answer is in.
  if (state === 'failed' && !countries.isFetching && !currencies.isFetching) {
    const retry = () => {
      void countries.refetch();
      void currencies.refetch();
    };
    return (
      <div className={styles.form}>
        <FormAlert tone="danger">
          <p>{t('forms.errors.generic')}</p>
        </FormAlert>
        <Button size="lg" block onClick={retry}>
          {t('profile.retry')}
        </Button>
      </div>
    );
  }
  if (state !== 'ready' || !countries.data || !currencies.data || foundCountry.isPending) return <FormLoading />;
  return (
    <SignUpFields
      props={props}
      close={close}
      onLogIn={onLogIn}
      currencies={currencies.data}
      defaults={signUpDefaults({
        visitorCountry: foundCountry.data ?? null,
        assumedCountry: visitor.data ?? null,
        locale,
        countries: countries.data,
        currencies: currencies.data,
      })}
    />
  );
}

type SignUpFieldsProps = SignUpFormProps & {
  currencies: readonly Currency[];
  defaults: { country: string; currency: string };
};

function SignUpFields({ props, close, onLogIn, currencies, defaults }: SignUpFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const flags = useFeatureFlags();
  const [arm] = useState(() => registrationArm(flags.abRegistration));
  // The short form needs a country to assume; without one (a visitor from a country we cannot take) it asks.
  const short = isShortForm(arm) && defaults.country !== '';
  const draft = useMemo(() => readSignUpDraft(), []);
  const labels = {
    email: t('fields.email'),
    password: t('fields.password'),
    currency: t('fields.currency'),
    country: t('fields.country'),
    nickname: t('fields.nickname'),
    terms_acceptance: t('fields.terms'),
  };
  const { form, onSubmit, placeServerErrors, errorOf, translate } = useRulesForm<SignUpValues>({
    component: 'sign-up',
    rules: RULES,
    labels,
    defaultValues: {
      email: props.email ?? draft.email ?? '',
      password: '',
      currency: draft.currency ?? defaults.currency,
      country: draft.country ?? defaults.country,
      nickname: draft.nickname ?? '',
      receive_promos: false,
      terms_acceptance: false,
    },
  });
  const captcha = useCaptcha();
  const queryClient = useQueryClient();
  const finish = useFinishSignIn(close);
  const [alert, setAlert] = useState<AccountAlert | null>(null);

  const { options: countryNames } = useCountryOptions();
  const currencyOptions = currencies.map((currency) => ({ value: currency.code, label: currency.code }));

  // An address already registered is worth knowing before the whole form is filled in.
  const [emailCheck] = useState(() => latestEmailCheck(isEmailAvailable));
  useEffect(() => () => emailCheck.abort(), [emailCheck]);
  const checkEmail = async () => {
    const email = form.getValues('email');
    saveSignUpDraft(form.getValues());
    if (emailRule(email) !== null || email === '') return;
    if ((await emailCheck.check(email, () => form.getValues('email'))) === false) {
      const taken = { key: ACCOUNT_MESSAGE_KEYS.emailTaken };
      form.setError('email', { type: taken.key, message: translate('email', taken) });
    }
  };

  const submit = onSubmit(async (values) => {
    setAlert(null);
    try {
      const player = await withCaptcha(captcha, (payload) =>
        register({
          ...values,
          locale,
          stag: readCookie(STORAGE_KEYS.stag) ?? undefined,
          captcha: payload,
        }),
      );
      clearSignUpDraft();
      await finish(player, props.redirect);
      // The A/B arm joins the player's groups, and the profile is read again to carry it (platform-core §4).
      if (arm) await addPlayerGroups([arm]).then(() => queryClient.invalidateQueries({ queryKey: queryKeys.player() }));
      openModal({ id: 'email-verify', props: { email: player.email } });
    } catch (error) {
      // The short form leaves out the country, currency and nickname; a message about one goes in the alert.
      const { unplaced } = placeServerErrors(error, short ? SHORT_FORM_FIELDS : undefined);
      setAlert(accountAlertOf(error, unplaced));
    }
  });

  const submitting = form.formState.isSubmitting;
  const emailField = form.register('email', { onBlur: () => void checkEmail() });
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={submitting} data-arm={arm ?? undefined}>
      <ul className={styles.perks}>
        {(['perkWelcome', 'perkCashback', 'perkPayouts'] as const).map((perk) => (
          <li key={perk}>
            <Icon name="check" size={16} />
            {t(`auth.${perk}`)}
          </li>
        ))}
      </ul>
      <AccountFormAlert alert={alert} translate={translate} />
      <EmailField label={labels.email} autoComplete="email" error={errorOf('email')} {...emailField} />
      <PasswordInput
        label={labels.password}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        error={errorOf('password')}
        {...form.register('password')}
      />
      {short ? null : (
        <>
          <div className={styles.row}>
            <SelectField
              label={labels.country}
              autoComplete="country"
              options={[{ value: '', label: t('fields.choose') }, ...countryNames]}
              error={errorOf('country')}
              {...form.register('country')}
            />
            <SelectField
              label={labels.currency}
              options={currencyOptions}
              error={errorOf('currency')}
              {...form.register('currency')}
            />
          </div>
          <TextField
            label={labels.nickname}
            labelNote={t('fields.optional')}
            autoComplete="nickname"
            hint={t('fields.nicknameHint')}
            error={errorOf('nickname')}
            {...form.register('nickname')}
          />
        </>
      )}
      <TermsCheckbox error={errorOf('terms_acceptance')} {...form.register('terms_acceptance')} />
      <CheckboxField label={t('auth.receivePromos')} {...form.register('receive_promos')} />
      <CaptchaStatus state={captcha.state} />
      <Button type="submit" variant="gold" size="lg" block disabled={submitting}>
        {submitting ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
      <SocialSignIn redirect={props.redirect} />
      <div className={styles.footer}>
        <button type="button" className={styles.inlineLink} onClick={onLogIn}>
          {t('auth.haveAccount')}
        </button>
      </div>
    </form>
  );
}
