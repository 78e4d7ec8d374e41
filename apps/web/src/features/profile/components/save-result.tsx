import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert } from '../../../components/ui/form/form-alert';
import type { TranslateMessage } from '../../../lib/forms/form-rules';
import { requestErrorKey } from '../../../lib/forms/request-error-key';
import profileStyles from './profile.module.css';

type SaveResult = { tone: 'success' | 'danger'; text: string };

/** What a profile form's `useRulesForm` offers that the result needs. */
type ResultSource = {
  form: { formState: { errors: object } };
  showServerErrors: (error: unknown) => string[];
  translate: TranslateMessage;
};

/**
 * The one line a profile form shows after a save. A failure places the server's field errors first; then the
 * line names the first message no field could take, else why the request failed, unless the fields already say.
 */
export function useSaveResult({ form, showServerErrors, translate }: ResultSource) {
  const { t } = useTranslation();
  const [result, setResult] = useState<SaveResult | null>(null);

  const failed = (error: unknown) => {
    const [firstUnplaced] = showServerErrors(error);
    if (firstUnplaced) setResult({ tone: 'danger', text: translate('', { key: firstUnplaced }) });
    else if (Object.keys(form.formState.errors).length === 0) {
      setResult({ tone: 'danger', text: t(requestErrorKey(error)) });
    }
  };

  return {
    result,
    clear: () => setResult(null),
    succeeded: (text: string) => setResult({ tone: 'success', text }),
    failed,
  };
}

/** The save result as a polite live region, so a screen reader says it without moving focus. */
export function SaveResultAlert({ result }: { result: SaveResult | null }) {
  return (
    <div className={profileStyles.live} aria-live="polite">
      {result ? <FormAlert tone={result.tone}>{result.text}</FormAlert> : null}
    </div>
  );
}
