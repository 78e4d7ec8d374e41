import type { DepositResponse, PaymentMethod, WalletAccount } from '@casino/contracts';
import { FIRST_DEPOSIT_AMOUNT } from '@casino/contracts';
import { useState, type FormEvent } from 'react';
import type { MessageKey } from '../../../lib/i18n/translator';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { TextField } from '../../../components/ui/form/text-field';
import { HttpError } from '../../../lib/http/http-error';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import type { ModalProps } from '../../../lib/modals/modal-ids';
import { reportCardForFraudCheck, startDeposit } from '../api/deposits';
import { readAmount } from '../amount-rules';
import { cardExpiryProblem, cardNumberProblem, cvvProblem, holderProblem } from '../card-rules';
import { depositRefusalOf, type DepositRefusal } from '../deposit-refusal';
import type { DepositOffer } from '../deposit-bonus-offers';
import { BonusMinimumHint } from './bonus-minimum-hint';
import { CryptoAddress } from './crypto-address';
import { DepositLimitRefusal } from './deposit-limit-refusal';
import { useKeyTranslator } from '../use-key-translator';
import { useWalletMoney } from '../use-wallet-money';
import styles from './deposit.module.css';

type Values = Record<'amount' | 'card_number' | 'card_expiry' | 'card_cvv' | 'card_holder' | 'email', string>;

const PRESETS = [20, FIRST_DEPOSIT_AMOUNT, 100, 200] as const;

/** The amount the form starts with: the link's `amountProp`, else the first-deposit preset. */
const startingAmount = (amountProp: string | undefined) => {
  const requested = Number(amountProp);
  return Number.isFinite(requested) && requested > 0 ? String(requested) : String(FIRST_DEPOSIT_AMOUNT);
};

/** The problems the cashier can see before sending, per field (message keys). */
function problemsOf(values: Values, method: PaymentMethod, newCard: boolean): Record<string, string | undefined> {
  if (method.type === 'cards' && newCard) {
    return {
      card_number: cardNumberProblem(values.card_number),
      card_expiry: cardExpiryProblem(values.card_expiry, new Date()),
      card_cvv: cvvProblem(values.card_cvv),
      card_holder: holderProblem(values.card_holder),
    };
  }
  if (method.id === 'sandpay') {
    return {
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()) ? undefined : 'payments.errors.email_invalid',
    };
  }
  return {};
}

export function DepositForm({
  method,
  account,
  props,
  oneClick,
  onStarted,
  bonusOffer,
  promoCode,
}: {
  method: PaymentMethod;
  account: WalletAccount;
  props: ModalProps;
  oneClick: boolean;
  onStarted: (answer: DepositResponse) => void;
  /** The bonus offer chosen above the form: its minimum deposit is hinted at under the amount. */
  bonusOffer?: DepositOffer;
  /** The deposit promo code on the profile (or the promo link's), recorded with the payment. */
  promoCode?: string | null;
}) {
  const { t } = useTranslation();
  const translate = useKeyTranslator();
  const [values, setValues] = useState<Values>({
    amount: startingAmount(props.amountProp),
    card_number: '',
    card_expiry: '',
    card_cvv: '',
    card_holder: '',
    email: '',
  });
  const [profileId, setProfileId] = useState(method.savedProfiles[0]?.id ?? '');
  const [saveCard, setSaveCard] = useState(true);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [alert, setAlert] = useState<string>();
  const [refusal, setRefusal] = useState<DepositRefusal | null>(null);
  const [sending, setSending] = useState(false);
  // One key per deposit the player means to make: a network retry of this submit reuses it.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const money = useWalletMoney(account);

  if (method.type === 'crypto') return <CryptoAddress method={method} />;

  const restrictions = method.termsOfService.restrictions;
  const limits = {
    min: Math.ceil(restrictions.minAmountValue * account.subunits_to_unit),
    max: Math.floor(restrictions.maxAmountValue * account.subunits_to_unit),
  };
  const newCard = method.type === 'cards' && profileId === '';
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  const errorOf = (field: string) =>
    errors[field] ? t(errors[field] as MessageKey, { defaultValue: t('payments.errors.generic') }) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(undefined);
    setRefusal(null);
    const amount = readAmount(values.amount, account.subunits_to_unit, limits);
    const problems = {
      ...problemsOf(values, method, newCard),
      amount: 'problem' in amount ? amount.problem : undefined,
    };
    setErrors(problems);
    if (Object.values(problems).some(Boolean) || !('cents' in amount)) return;
    setSending(true);
    try {
      const card = { number: values.card_number, expiry: values.card_expiry, holder: values.card_holder };
      if (newCard) await reportCardForFraudCheck(card);
      const answer = await startDeposit(
        {
          method_id: method.id,
          currency: account.currency,
          amount_cents: amount.cents,
          fields: newCard
            ? {
                card_number: values.card_number,
                card_expiry: values.card_expiry,
                card_cvv: values.card_cvv,
                card_holder: values.card_holder,
              }
            : method.id === 'sandpay'
              ? { email: values.email.trim() }
              : {},
          ...(method.type === 'cards' && !newCard ? { saved_profile_id: profileId } : {}),
          save_profile: newCard && saveCard,
          ...(promoCode?.trim() ? { promo_code: promoCode.trim() } : {}),
          return_path: '/deposit',
        },
        idempotencyKey,
      );
      setIdempotencyKey(newIdempotencyKey());
      onStarted(answer);
    } catch (error) {
      const stopped = depositRefusalOf(error);
      if (stopped) {
        setRefusal(stopped);
      } else if (error instanceof HttpError && Object.keys(error.fieldErrors).length > 0) {
        const placed: Record<string, string> = {};
        for (const [path, keys] of Object.entries(error.fieldErrors)) {
          const field = path.split('.').at(-1)!;
          placed[field === 'amount_cents' ? 'amount' : field] = keys[0] ?? 'payments.errors.generic';
        }
        setErrors(placed);
        if (placed.method_id || placed.currency || placed.saved_profile_id) {
          setAlert(placed.method_id ?? placed.currency ?? placed.saved_profile_id);
        }
      } else {
        setAlert('payments.errors.generic');
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {alert ? <FormAlert tone="danger">{translate(alert, 'payments.errors.generic')}</FormAlert> : null}
      {refusal ? <DepositLimitRefusal refusal={refusal} account={account} /> : null}
      <div className={styles.presets} role="group" aria-label={t('cashbox.depositForm.presets')}>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            aria-pressed={values.amount === String(preset)}
            onClick={() => setValues((previous) => ({ ...previous, amount: String(preset) }))}
          >
            {preset}
          </button>
        ))}
      </div>
      <TextField
        label={t('cashbox.amount')}
        labelNote={account.currency}
        hint={t('cashbox.depositForm.amountLimits', { min: money(limits.min, true), max: money(limits.max, true) })}
        inputMode="decimal"
        value={values.amount}
        onChange={set('amount')}
        error={errorOf('amount')}
      />
      <BonusMinimumHint offer={bonusOffer} amount={values.amount} account={account} />
      {method.type === 'cards' ? (
        <>
          {method.savedProfiles.length > 0 ? (
            <fieldset className={styles.profiles}>
              <legend>{t('cashbox.depositForm.card')}</legend>
              {method.savedProfiles.map((profile) => (
                <label key={profile.id} className={styles.profile}>
                  <input
                    type="radio"
                    name="profile"
                    checked={profileId === profile.id}
                    onChange={() => setProfileId(profile.id)}
                  />
                  <span>{profile.title}</span>
                </label>
              ))}
              {oneClick ? null : (
                <label className={styles.profile}>
                  <input type="radio" name="profile" checked={profileId === ''} onChange={() => setProfileId('')} />
                  <span>{t('cashbox.depositForm.newCard')}</span>
                </label>
              )}
            </fieldset>
          ) : null}
          {newCard ? (
            <div className={styles.card}>
              <TextField
                label={t('payments.fields.card_number')}
                inputMode="numeric"
                autoComplete="cc-number"
                value={values.card_number}
                onChange={set('card_number')}
                error={errorOf('card_number')}
              />
              <div className={styles.pair}>
                <TextField
                  label={t('payments.fields.card_expiry')}
                  placeholder="MM/YY"
                  autoComplete="cc-exp"
                  value={values.card_expiry}
                  onChange={set('card_expiry')}
                  error={errorOf('card_expiry')}
                />
                <TextField
                  label={t('payments.fields.card_cvv')}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  value={values.card_cvv}
                  onChange={set('card_cvv')}
                  error={errorOf('card_cvv')}
                />
              </div>
              <TextField
                label={t('payments.fields.card_holder')}
                autoComplete="cc-name"
                value={values.card_holder}
                onChange={set('card_holder')}
                error={errorOf('card_holder')}
              />
              <CheckboxField
                label={t('cashbox.depositForm.saveCard')}
                checked={saveCard}
                onChange={(event) => setSaveCard(event.target.checked)}
              />
            </div>
          ) : null}
        </>
      ) : null}
      {method.id === 'sandpay' ? (
        <TextField
          label={t('payments.fields.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errorOf('email')}
        />
      ) : null}
      {method.type === 'bank_transfer' ? <p className={styles.note}>{t('cashbox.depositForm.bankNote')}</p> : null}
      {errors.promo_code ? <FormAlert tone="danger">{errorOf('promo_code')}</FormAlert> : null}
      <Button type="submit" variant="gold" size="lg" block disabled={sending}>
        {sending ? t('cashbox.depositForm.sending') : t('cashbox.depositForm.submit')}
      </Button>
    </form>
  );
}
