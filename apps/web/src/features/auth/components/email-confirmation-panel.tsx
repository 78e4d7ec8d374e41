import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/get-player';
import { confirmEmail } from '../api/auth-api';
import styles from '../../../components/account/account-form.module.css';

type Outcome = 'confirming' | 'confirmed' | 'failed';

/** The e-mail link's landing: spends the token once, then says how it went (platform-core §4: confirmed_at). */
export function EmailConfirmationPanel({
  token,
  close,
  onResend,
}: {
  token: string;
  close: () => void;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'confirming' : 'failed');
  const started = useRef(false);

  useEffect(() => {
    // A token can be spent once: React's development double effects must not send it twice.
    if (!token || started.current) return;
    started.current = true;
    confirmEmail(token)
      .then(() => {
        setOutcome('confirmed');
        void queryClient.invalidateQueries({ queryKey: queryKeys.player() });
      })
      .catch(() => setOutcome('failed'));
  }, [token, queryClient]);

  if (outcome === 'confirming') {
    return (
      <div className={styles.result} role="status">
        <Spinner size={28} />
        <p>{t('auth.confirmingEmail')}</p>
      </div>
    );
  }
  if (outcome === 'confirmed') {
    return (
      <div className={styles.result} role="status">
        <span className={styles.resultIcon}>
          <Icon name="check" size={28} />
        </span>
        <p>{t('auth.emailConfirmed')}</p>
        <Button size="lg" block onClick={close}>
          {t('auth.startPlaying')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.form}>
      <FormAlert tone="danger">
        <p>{t('auth.confirmationLinkDead')}</p>
      </FormAlert>
      {status === 'player' ? (
        <Button size="lg" block onClick={onResend}>
          {t('auth.resendEmail')}
        </Button>
      ) : (
        <Button size="lg" block onClick={close}>
          {t('modals.gotIt')}
        </Button>
      )}
    </div>
  );
}
