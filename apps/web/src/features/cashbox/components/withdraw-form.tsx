import type { MethodFields, PaymentMethod, PlayerPayment, ValidationMessage, WalletAccount } from '@casino/contracts';
import { ibanRequiresLtGroup, PLAYER_GROUPS } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { HttpError } from '../../../lib/http/http-error';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/get-player';
import { addPlayerGroups } from '../../../lib/session/session-actions';
import { amountText, parseAmount } from '../amount-rules';
import { requestCashout } from '../api/cashouts';
import { fetchMethodFields } from '../api/payment-methods';
import { useKeyTranslator } from '../use-key-translator';
import { useWalletMoney } from '../use-wallet-money';
import { readWithdrawalAmount } from '../withdraw-rules';
import { BonusEraseConfirm } from './bonus-erase-confirm';
import { PayoutFields, payoutFieldProblem } from './payout-fields';
import depositStyles from './deposit.module.css';
import styles from './withdraw.module.css';

type Problems = Record<string, ValidationMessage | undefined>;

/** Quick amounts as shares of what can be withdrawn (and the method pays); 1 is "everything". */
const SHARES = [0.25, 0.5, 1] as const;

/** Where the server's 422 field paths land in this form; the rest are about the whole form. */
const fieldOfPath = (path: string) => (path === 'amount_cents' ? 'amount' : path.replace(/^fields\./, ''));

/** A failure that is not about one field, as a message key (the form's alert). */
function alertOf(error: unknown): string {
  if (!(error instanceof HttpError)) return 'payments.errors.generic';
  if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return 'forms.errors.network';
  if (error.code === 'RATE_LIMITED') return 'forms.errors.rateLimited';
  if (error.code === 'REQUEST_IN_PROGRESS') return 'cashbox.withdraw.errors.inProgress';
  if (error.code === 'PAYMENTS_UNAVAILABLE') return 'cashbox.withdraw.errors.unavailable';
  return 'payments.errors.generic';
}

/** The chosen method's form: loads its fields and limits, then takes the amount and where the money goes. */
type FormProps = {
  method: PaymentMethod;
  account: WalletAccount;
  /** The amount typed: kept by the step, so choosing another method does not clear it. */
  amount: string;
  onAmountChange: (amount: string) => void;
  onRequested: (payment: PlayerPayment) => void;
};

export function WithdrawForm(props: FormProps) {
  const { t } = useTranslation();
  const { method, account } = props;
  const fields = useQuery({
    queryKey: [...queryKeys.payments(), 'fields', method.id, account.currency, 'cashout'],
    queryFn: ({ signal }) => fetchMethodFields(method.id, account.currency, 'cashout', signal),
  });
  if (fields.isPending) {
    return (
      <div className={styles.formLoading} aria-busy="true" aria-label={t('cashbox.withdraw.loadingForm')}>
        <Skeleton height={64} />
        <Skeleton height={64} />
        <Skeleton height={48} />
      </div>
    );
  }
  if (fields.isError || !fields.data) {
    return (
      <FormAlert tone="danger">
        <p>{t('cashbox.withdraw.errors.formFailed')}</p>
        <Button size="sm" variant="secondary" onClick={() => void fields.refetch()}>
          {t('cashbox.history.retry')}
        </Button>
      </FormAlert>
    );
  }
  return <FilledForm {...props} form={fields.data} />;
}

function FilledForm({
  method,
  account,
  form,
  amount,
  onAmountChange: setAmount,
  onRequested,
}: FormProps & { form: MethodFields }) {
  const { t } = useTranslation();
  const translate = useKeyTranslator();
  const money = useWalletMoney(account);
  const queryClient = useQueryClient();
  const { player } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const subunits = account.subunits_to_unit;
  const restrictions = method.termsOfService.restrictions;
  // The fields' limits are exact minor units; the method's are major units, rounded inward like the server does.
  const bounds = {
    min: form.amountField?.min ?? Math.ceil(restrictions.minAmountValue * subunits),
    max: form.amountField?.max ?? Math.floor(restrictions.maxAmountValue * subunits),
    withdrawable: account.available_to_cashout_cents,
  };
  const ceiling = Math.min(bounds.max, bounds.withdrawable);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(form.playerFields.map((field) => [field.name, field.options?.[0]?.value ?? ''])),
  );
  const [problems, setProblems] = useState<Problems>({});
  const [alert, setAlert] = useState<string>();
  const [sending, setSending] = useState(false);
  // A bonus is active: the server's answer names its balance, and the player chooses to cancel it or keep it.
  const [bonusAtStake, setBonusAtStake] = useState<number>();
  // One key per withdrawal the player means to make: sending the same form again (a retry after a lost answer)
  // reuses it, so the money is held once; a changed form is a new request with a new key.
  const attempt = useRef<{ key: string; body?: string }>({ key: newIdempotencyKey() });

  const typed = parseAmount(amount, subunits);
  const messageOf = (problem: ValidationMessage | undefined) => {
    if (!problem) return undefined;
    const cents = problem.params?.cents;
    return t(problem.key as 'payments.errors.generic', {
      ...problem.params,
      amount: typeof cents === 'number' ? money(cents, true) : undefined,
      defaultValue: t('payments.errors.generic'),
    });
  };
  const errorOf = (name: string) => messageOf(problems[name]);
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  async function submit(event?: FormEvent, eraseBonus = false) {
    event?.preventDefault();
    setAlert(undefined);
    setBonusAtStake(undefined);
    const read = readWithdrawalAmount(amount, subunits, bounds);
    const found: Problems = { amount: 'problem' in read ? read.problem : undefined };
    for (const field of form.playerFields) {
      found[field.name] = payoutFieldProblem(field, values[field.name] ?? '') ?? undefined;
    }
    setProblems(found);
    if (Object.values(found).some(Boolean) || !('cents' in read)) {
      focusFirstError();
      return;
    }
    const profileId = values.saved_profile_id;
    const body = {
      method_id: method.id,
      currency: account.currency,
      amount_cents: read.cents,
      fields: Object.fromEntries(
        form.playerFields
          .filter((field) => field.type !== 'select')
          .map((field) => [field.name, (values[field.name] ?? '').trim()]),
      ),
      ...(profileId ? { saved_profile_id: profileId } : {}),
      ...(eraseBonus ? { erase_bonus: true } : {}),
    };
    const sent = JSON.stringify(body);
    if (attempt.current.body !== undefined && attempt.current.body !== sent) {
      attempt.current = { key: newIdempotencyKey() };
    }
    attempt.current.body = sent;
    setSending(true);
    try {
      const payment = await requestCashout(body, attempt.current.key);
      attempt.current = { key: newIdempotencyKey() };
      const iban = body.fields.iban;
      if (iban && ibanRequiresLtGroup(iban) && !player?.groups.includes(PLAYER_GROUPS.ltIban)) {
        void addPlayerGroups([PLAYER_GROUPS.ltIban]);
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.accounts() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments() });
      onRequested(payment);
    } catch (error) {
      if (error instanceof HttpError && error.code === 'IDEMPOTENCY_KEY_REUSED') {
        attempt.current = { key: newIdempotencyKey() };
      }
      if (error instanceof HttpError && error.code === 'BONUS_ACTIVE') {
        const balance = error.details.bonus_balance_cents;
        setBonusAtStake(typeof balance === 'number' ? balance : 0);
        return;
      }
      if (error instanceof HttpError && error.code === 'INSUFFICIENT_FUNDS') {
        // The balance moved since it was read (a bet, another tab): show the current withdrawable amount.
        void queryClient.invalidateQueries({ queryKey: queryKeys.accounts() });
      }
      const placed: Problems = {};
      let formProblem: string | undefined;
      for (const [path, keys] of Object.entries(error instanceof HttpError ? error.fieldErrors : {})) {
        const field = fieldOfPath(path);
        const key = keys[0] ?? 'payments.errors.generic';
        if (field === 'amount' || form.playerFields.some((candidate) => candidate.name === field)) {
          placed[field] = { key };
        } else {
          formProblem ??= key;
        }
      }
      setProblems(placed);
      if (Object.keys(placed).length > 0) focusFirstError();
      if (formProblem || Object.keys(placed).length === 0) setAlert(formProblem ?? alertOf(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {alert ? (
        <FormAlert tone="danger" focusOnShow>
          {translate(alert, 'payments.errors.generic')}
        </FormAlert>
      ) : null}
      {bonusAtStake === undefined ? null : (
        <BonusEraseConfirm
          bonusBalance={money(bonusAtStake, true)}
          sending={sending}
          onConfirm={() => void submit(undefined, true)}
          onKeep={() => setBonusAtStake(undefined)}
        />
      )}
      <div className={styles.amount}>
        <TextField
          label={t('cashbox.amount')}
          labelNote={account.currency}
          hint={t('cashbox.withdraw.limits', { min: money(bounds.min, true), max: money(ceiling, true) })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errorOf('amount')}
        />
        <div
          className={`${depositStyles.presets} ${styles.shares}`}
          role="group"
          aria-label={t('cashbox.depositForm.presets')}
        >
          {SHARES.map((share) => {
            const cents = Math.floor(ceiling * share);
            const text = amountText(cents, account.subunits_to_unit);
            return (
              <button
                key={share}
                type="button"
                className={depositStyles.preset}
                aria-pressed={'cents' in typed && typed.cents === cents}
                disabled={cents < bounds.min}
                onClick={() => setAmount(text)}
              >
                {share === 1 ? t('cashbox.withdraw.all') : `${share * 100}%`}
              </button>
            );
          })}
        </div>
      </div>
      <PayoutFields
        fields={form.playerFields}
        values={values}
        errorOf={errorOf}
        onChange={(name, value) => setValues((previous) => ({ ...previous, [name]: value }))}
      />
      {form.isSubmitAvailable ? null : <p className={depositStyles.note}>{t('cashbox.withdraw.noSavedCard')}</p>}
      <ul className={styles.terms}>
        <li>
          <Icon name="clock" size={14} /> {t('cashbox.withdraw.termsSpeed')}
        </li>
        <li>
          <Icon name="check" size={14} /> {t('cashbox.withdraw.termsFee')}
        </li>
      </ul>
      <Button type="submit" variant="gold" size="lg" block disabled={sending || !form.isSubmitAvailable}>
        {sending
          ? t('cashbox.withdraw.sending')
          : 'cents' in typed && typed.cents > 0
            ? t('cashbox.withdraw.submitAmount', { amount: money(typed.cents, true) })
            : t('cashbox.withdraw.submit')}
      </Button>
      <p className={styles.review}>{t('cashbox.withdraw.reviewNote')}</p>
    </form>
  );
}
