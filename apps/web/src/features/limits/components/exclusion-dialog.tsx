import type { ExclusionLimitType, UserLimitPeriod } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { PasswordField } from '../../../components/ui/form/password-field';
import { Modal } from '../../../components/ui/modal';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { expectSessionEnd, logOut } from '../../../lib/session/session-actions';
import { useSaveLimit } from '../api/save-limit';
import styles from './limits.module.css';
import { saveErrorKey } from './save-error-key';

/** What the player gives up, in the order it happens; the last line is the one that cannot be taken back. */
const POINTS = {
  coolingoff: ['signedOut', 'noPlay', 'noDeposits', 'noBonuses', 'withdrawalsOpen', 'noUndo'],
  selfexclusion: ['signedOut', 'noPlay', 'noDeposits', 'noBonuses', 'withdrawalsSupport', 'noUndo'],
} as const satisfies Record<ExclusionLimitType, readonly string[]>;

/**
 * Cooling-off or self-exclusion, confirmed with the password. Nothing is pre-checked or hurried and the way out
 * ("Not now") is as plain as the way in: the player decides with the whole picture in front of them.
 */
export function ExclusionDialog({
  type,
  period,
  onClose,
}: {
  type: ExclusionLimitType;
  period: UserLimitPeriod;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const save = useSaveLimit({ refresh: false });
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const duration = t(`limits.durations.${period}`);

  // The server has ended every session of the player: this browser forgets it too, once the player has read why.
  // Then to the lobby, as any sign-out: left on the limits page, its guard would send a guest to the sign-up form.
  const finish = () => {
    onClose();
    void logOut(queryClient, { callServer: false }).then(() => navigate(localize('/'), { replace: true }));
  };

  if (save.isSuccess) {
    return (
      <Modal title={t(`limits.exclusion.${type}.doneTitle`)} closeLabel={t('limits.close')} onClose={finish} size="sm">
        <div className={styles.form}>
          <p>{t(`limits.exclusion.${type}.done`, { duration })}</p>
          <Button onClick={finish}>{t('limits.exclusion.signOut')}</Button>
        </div>
      </Modal>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(password === '');
    if (password === '') return;
    // Expected from the moment it is asked for: the server may end the session before its answer arrives here.
    expectSessionEnd(true);
    save.mutate({ type, period, password }, { onError: () => expectSessionEnd(false) });
  };

  return (
    <Modal title={t(`limits.exclusion.${type}.title`, { duration })} closeLabel={t('limits.close')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>{t('limits.exclusion.whatHappens', { duration })}</p>
        <ul className={styles.points}>
          {POINTS[type].map((point) => (
            <li key={point}>{t(`limits.exclusion.points.${point}`)}</li>
          ))}
          <li>
            {period === 'forever'
              ? t('limits.exclusion.points.forever')
              : t('limits.exclusion.points.lasts', { duration })}
          </li>
        </ul>
        <p className={styles.muted}>{t('limits.exclusion.help')}</p>
        <PasswordField
          label={t('limits.exclusion.passwordLabel')}
          showLabel={t('limits.exclusion.showPassword')}
          hideLabel={t('limits.exclusion.hidePassword')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing ? t('limits.errors.passwordRequired') : undefined}
        />
        {save.isError ? <FormAlert tone="danger">{t(saveErrorKey(save.error))}</FormAlert> : null}
        <div className={styles.row}>
          <Button type="submit" disabled={save.isPending}>
            {t(`limits.exclusion.${type}.confirm`, { duration })}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('limits.exclusion.notNow')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
