import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { useRemoveLimit } from '../api/remove-limit';
import styles from './limits.module.css';
import { saveErrorKey } from './save-error-key';

/** Removing waits like a raise; the player reads that before the request is sent, not after. */
export function RemoveLimitButton({ limitId }: { limitId: number }) {
  const { t } = useTranslation();
  const remove = useRemoveLimit();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
        {t('limits.remove')}
      </Button>
    );
  }
  return (
    <div className={styles.form}>
      <p className={styles.note}>{t('limits.timing.remove')}</p>
      {remove.isError ? <FormAlert tone="danger">{t(saveErrorKey(remove.error))}</FormAlert> : null}
      <div className={styles.row}>
        <Button
          size="sm"
          variant="secondary"
          disabled={remove.isPending}
          onClick={() => remove.mutate(limitId, { onSuccess: () => setAsking(false) })}
        >
          {t('limits.requestRemoval')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
          {t('limits.keep')}
        </Button>
      </div>
    </div>
  );
}
