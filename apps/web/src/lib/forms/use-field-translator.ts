import type { ValidationMessage } from '@casino/contracts';
import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { TranslateMessage } from './form-rules';

type FieldLabels = Readonly<Record<string, string>>;

/**
 * Translates validation messages with the field's own label and bounds ("Password must be at least 6
 * characters"). Keys come from the contracts; an unknown one (a server key this build does not know), or one whose
 * bounds did not come with it, falls back to the generic "check this field" text instead of a raw key.
 */
export function useMessageTranslator(labels: FieldLabels): TranslateMessage {
  const { t, i18n } = useTranslation();
  return useCallback(
    (field: string, message: ValidationMessage) => {
      const values = { ...message.params, field: labels[field] ?? field };
      const text = i18n.exists(message.key) ? t(message.key as 'validation.invalid', values) : '';
      // A server answer carries the key without its bounds; a sentence with a hole in it helps nobody.
      return text && !text.includes('{{') ? text : t('validation.invalid', values);
    },
    [t, i18n, labels],
  );
}
