import { useTranslation } from '../../lib/i18n/use-translation';
import { LimitsPanel } from '../../features/limits/components/limits-panel';
import { ProfileLayout } from '../../features/profile/components/profile-layout';
import { ProfileSkeleton } from '../../features/profile/components/profile-skeleton';
import { useSession } from '../../lib/session/get-player';

/**
 * `/profile/limits`: the limits feature inside the profile's header and navigation. Composed here because
 * features never import each other; the app is the one place that puts them side by side.
 */
export function ProfileLimitsPage() {
  const { t } = useTranslation();
  const { player } = useSession();
  if (!player) return <ProfileSkeleton />;
  return (
    <ProfileLayout player={player} pageTitle={t('pages.profileLimits')}>
      <LimitsPanel />
    </ProfileLayout>
  );
}
