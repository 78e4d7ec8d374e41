import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { CodeField, useCodeEntry } from '../../../components/ui/form/code-field';
import { HttpError } from '../../../lib/http/http-error';
import { applyBonusCodeMutationOptions, removeBonusCodeMutationOptions } from '../api/bonus-code';
import styles from './deposit-bonus.module.css';

/** A code call that failed outright: a code the server refused as a value, too many tries, or no network. */
function codeErrorKey(error: unknown) {
  if (error instanceof HttpError) {
    if (error.code === 'VALIDATION_FAILED') return 'depositBonus.code.invalid' as const;
    if (error.code === 'RATE_LIMITED') return 'depositBonus.code.tooMany' as const;
  }
  return 'depositBonus.code.failed' as const;
}

/**
 * "Have a promo code?": a link that opens one field (open at once with a promo link's code). A code on the profile
 * is shown applied, with "Remove". The answer is said in a live region under the field.
 */
export function BonusCodeField({
  appliedCode,
  initialCode = '',
  onChanged,
}: {
  appliedCode: string | null | undefined;
  initialCode?: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const apply = useMutation(applyBonusCodeMutationOptions(queryClient));
  const remove = useMutation(removeBonusCodeMutationOptions(queryClient));
  const [open, setOpen] = useState(initialCode !== '');
  const entry = useCodeEntry(initialCode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = entry.take();
    if (code === null) return;
    remove.reset();
    apply.mutate(code, {
      onSuccess: (outcome) => {
        if (outcome === 'valid') entry.clear();
        onChanged();
      },
    });
  };

  if (appliedCode) {
    return (
      <div className={styles.code} data-bonus-code>
        <div className={styles.applied}>
          <span>
            {t('depositBonus.code.applied')} <strong className={styles.codeText}>{appliedCode}</strong>
          </span>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => {
              apply.reset();
              remove.mutate(undefined, { onSuccess: onChanged });
            }}
          >
            {remove.isPending ? t('depositBonus.code.removing') : t('depositBonus.code.remove')}
          </Button>
        </div>
        {apply.data === 'valid' ? (
          <FormAlert tone="success">{t('depositBonus.code.valid', { code: appliedCode })}</FormAlert>
        ) : null}
        {remove.isError ? <FormAlert tone="danger">{t('depositBonus.code.failed')}</FormAlert> : null}
      </div>
    );
  }

  return (
    <div className={styles.code} data-bonus-code>
      <button
        type="button"
        className={styles.codeToggle}
        aria-expanded={open}
        aria-controls={fieldId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('depositBonus.code.toggle')}
      </button>
      <form id={fieldId} className={styles.codeForm} onSubmit={submit} noValidate hidden={!open}>
        <CodeField
          label={t('depositBonus.code.label')}
          missingMessage={t('depositBonus.code.required')}
          entry={entry}
          maxLength={100}
        />
        <Button type="submit" variant="secondary" disabled={apply.isPending}>
          {apply.isPending ? t('depositBonus.code.submitting') : t('depositBonus.code.submit')}
        </Button>
      </form>
      <div className={styles.codeResult}>
        {apply.data === 'invalid' && !apply.isPending ? (
          <FormAlert tone="danger">{t('depositBonus.code.invalid')}</FormAlert>
        ) : null}
        {apply.isError ? <FormAlert tone="danger">{t(codeErrorKey(apply.error))}</FormAlert> : null}
        {remove.isSuccess ? <FormAlert tone="info">{t('depositBonus.code.removed')}</FormAlert> : null}
      </div>
    </div>
  );
}
