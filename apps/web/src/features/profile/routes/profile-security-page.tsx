import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/get-player';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileLayout } from '../components/profile-layout';
import { ProfileSkeleton } from '../components/profile-skeleton';
import styles from '../components/profile.module.css';
import { SocialProvidersCard } from '../components/social-providers-card';
import { TwoFactorCard } from '../components/two-factor-card';

/** `/profile/security`: password, two-factor authentication and linked social log-ins. */
export function ProfileSecurityPage() {
  const { t } = useTranslation();
  const { player } = useSession();
  if (!player) return <ProfileSkeleton />;
  return (
    <ProfileLayout player={player} pageTitle={t('pages.profileSecurity')}>
      <div className={`${styles.columns} ${styles.even}`}>
        <div className={styles.column}>
          <ChangePasswordForm email={player.email} />
        </div>
        <div className={styles.column}>
          <TwoFactorCard enabled={player.two_factor_enabled} />
          <SocialProvidersCard />
        </div>
      </div>
    </ProfileLayout>
  );
}
