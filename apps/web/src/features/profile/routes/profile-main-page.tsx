import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/get-player';
import { AccountSummary } from '../components/account-summary';
import { LifetimeStats } from '../components/lifetime-stats';
import { PersonalDetailsForm } from '../components/personal-details-form';
import { ProfileCard } from '../components/profile-card';
import { ProfileLayout } from '../components/profile-layout';
import { ProfileSkeleton } from '../components/profile-skeleton';
import styles from '../components/profile.module.css';
import { PromoSubscriptionCard } from '../components/promo-subscription-card';
import { PERSONAL_FIELDS } from '../personal-details/personal-fields';

/** `/profile` and `/profile/main`: the account at a glance, lifetime stats, offers and the personal details. */
export function ProfileMainPage() {
  const { t } = useTranslation();
  const { player } = useSession();
  if (!player) return <ProfileSkeleton />;
  return (
    <ProfileLayout player={player} pageTitle={t('profile.title')}>
      <div className={styles.columns}>
        <div className={styles.column}>
          <AccountSummary player={player} />
          <PromoSubscriptionCard player={player} />
          <LifetimeStats />
        </div>
        <div className={styles.column}>
          <ProfileCard icon="news" title={t('profile.details.title')} lead={t('profile.details.lead')} name="details">
            <PersonalDetailsForm key={player.id} player={player} fields={PERSONAL_FIELDS} />
          </ProfileCard>
        </div>
      </div>
    </ProfileLayout>
  );
}
