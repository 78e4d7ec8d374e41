import type { MethodField, ValidationMessage } from '@casino/contracts';
import { ibanRequiresLtGroup } from '@casino/contracts';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import {
  accountHolderProblem,
  coinAddressProblem,
  payoutEmailProblem,
  payoutIbanProblem,
  savedCardProblem,
} from '../withdraw-rules';
import styles from './withdraw.module.css';

/** The client-side check of a field the method asks for, by its type (the server answers the same keys). */
export function payoutFieldProblem(field: MethodField, value: string): ValidationMessage | null {
  switch (field.type) {
    case 'email':
      return payoutEmailProblem(value);
    case 'iban':
      return payoutIbanProblem(value);
    case 'crypto_address':
      return coinAddressProblem(value);
    case 'select':
      return savedCardProblem(value);
    case 'text':
      return field.name === 'account_holder' ? accountHolderProblem(value) : null;
    case 'card_number':
    case 'card_expiry':
    case 'card_cvv':
      return null;
  }
}

/** Browser hints per field type: no autocorrect on account numbers, the right keyboard on phones. */
const INPUT_HINTS: Partial<Record<MethodField['type'], InputHTMLAttributes<HTMLInputElement>>> = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  iban: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false },
  crypto_address: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
  text: { autoComplete: 'name' },
};

/** Where the money goes: the fields `GET /api/payments/methods/{id}/fields` lists for a cash-out. */
export function PayoutFields({
  fields,
  values,
  errorOf,
  onChange,
}: {
  fields: readonly MethodField[];
  values: Readonly<Record<string, string>>;
  errorOf: (name: string) => string | undefined;
  onChange: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((field) => {
        const label = t(field.labelKey as 'payments.fields.email', { defaultValue: field.name });
        const value = values[field.name] ?? '';
        if (field.type === 'select') {
          return (
            <SelectField
              key={field.name}
              label={t('cashbox.withdraw.savedCard')}
              options={field.options ?? []}
              value={value}
              onChange={(event) => onChange(field.name, event.target.value)}
              error={errorOf(field.name)}
            />
          );
        }
        return (
          <TextField
            key={field.name}
            label={label}
            hint={
              field.type === 'iban' && ibanRequiresLtGroup(value)
                ? t('cashbox.withdraw.ltIban')
                : field.type === 'crypto_address'
                  ? t('cashbox.withdraw.addressHint')
                  : undefined
            }
            className={field.type === 'iban' || field.type === 'crypto_address' ? styles.mono : undefined}
            value={value}
            onChange={(event) => onChange(field.name, event.target.value)}
            error={errorOf(field.name)}
            {...INPUT_HINTS[field.type]}
          />
        );
      })}
    </>
  );
}
