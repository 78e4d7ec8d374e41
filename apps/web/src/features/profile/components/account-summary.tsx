import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import type { SessionPlayer } from '../../../lib/session/session-player';
import { useResendConfirmation } from '../../../lib/session/use-resend-confirmation';
import { CaptchaStatus } from '../../../components/account/captcha-status';
import styles from './account-summary.module.css';
import { ProfileCard, StatePill } from './profile-card';

/** E-mail (confirmed or not, with a fresh link on request), currency, status and the two-factor state. */
export function AccountSummary({ player }: { player: SessionPlayer }) {
  const { t } = useTranslation();
  const confirmed = Boolean(player.confirmed_at);
  const statuses = player.statuses.map((status) => status.name).join(', ');
  return (
    <ProfileCard icon="user" title={t('profile.summary.title')} name="summary">
      <dl className={styles.list}>
        <div className={`${styles.row} ${styles.emailRow}`}>
          <dt className={styles.term}>{t('profile.summary.email')}</dt>
          <dd className={styles.emailLine}>
            <span className={styles.email}>{player.email}</span>
            <StatePill on={confirmed}>
              {confirmed ? t('profile.summary.confirmed') : t('profile.summary.notConfirmed')}
            </StatePill>
          </dd>
          {confirmed ? null : (
            <dd className={styles.confirmBox}>
              <ResendConfirmation email={player.email} />
            </dd>
          )}
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>{t('profile.summary.currency')}</dt>
          <dd className={styles.value}>{player.currency}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>{t('profile.summary.status')}</dt>
          <dd className={styles.value}>{statuses || t('profile.summary.regular')}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>{t('profile.summary.twoFactor')}</dt>
          <dd className={styles.value}>
            <StatePill on={player.two_factor_enabled}>
              {player.two_factor_enabled ? t('profile.summary.twoFactorOn') : t('profile.summary.twoFactorOff')}
            </StatePill>
          </dd>
        </div>
      </dl>
    </ProfileCard>
  );
}

/**
 * "Send the link again", as the e-mail-verify modal offers it too.
 */
function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  const { state, captchaState, resend } = useResendConfirmation(email);

  return (
    <>
      <p>{t('profile.summary.notConfirmedHint')}</p>
      <CaptchaStatus state={captchaState} />
      <p role="status" className={styles.sent}>
        {state === 'sent' ? t('profile.summary.resent', { email }) : ''}
      </p>
      <Button size="sm" variant="secondary" disabled={state === 'sending'} onClick={() => void resend()}>
        {state === 'sending' ? t('profile.summary.resending') : t('profile.summary.resend')}
      </Button>
    </>
  );
}
