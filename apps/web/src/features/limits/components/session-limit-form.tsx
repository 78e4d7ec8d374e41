import type { UserLimitPeriod } from '@casino/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon';
import { useSaveLimit } from '../api/save-limit';
import { changeTiming } from '../utils/limit-view';
import { parseMinutes } from '../utils/session-minutes';
import styles from './limits.module.css';
import { saveErrorKey } from './save-error-key';

/** The playing time allowed per period, in minutes; the same "lower now, higher later" rule as money limits. */
export function SessionLimitForm({
  period,
  currentMinutes,
  onDone,
  onCancel,
}: {
  period: UserLimitPeriod;
  currentMinutes: number | undefined;
  onDone: (outcome: 'applied' | 'pending') => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveLimit();
  const [text, setText] = useState(currentMinutes === undefined ? '' : String(currentMinutes));
  const [shown, setShown] = useState(false);
  const parsed = parseMinutes(text);
  const timing = 'minutes' in parsed ? changeTiming(currentMinutes, parsed.minutes) : 'new';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!('minutes' in parsed)) return;
    save.mutate(
      { type: 'session', period, amount_minutes: parsed.minutes },
      { onSuccess: (saved) => onDone(saved && saved.status !== 'active' ? 'pending' : 'applied') },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('limits.session.minutesLabel')}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={shown && 'problem' in parsed ? t(`limits.errors.${parsed.problem}`) : undefined}
      />
      <p className={styles.note}>
        <Icon name="info" size={16} />
        <span>{t(`limits.timing.${timing}`)}</span>
      </p>
      {save.isError ? <FormAlert tone="danger">{t(saveErrorKey(save.error))}</FormAlert> : null}
      <div className={styles.row}>
        <Button type="submit" size="sm" disabled={save.isPending || timing === 'unchanged'}>
          {timing === 'delayed' ? t('limits.requestRaise') : t('limits.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('limits.cancel')}
        </Button>
      </div>
    </form>
  );
}
