import { useTranslation } from '../../lib/i18n/use-translation';
import { GiftsPanel } from '../../features/bonuses/components/gifts-panel';
import { ProfileLayout } from '../../features/profile/components/profile-layout';
import { ProfileSkeleton } from '../../features/profile/components/profile-skeleton';
import { useSession } from '../../lib/session/get-player';

/**
 * `/profile/gifts`: the bonuses feature inside the profile's header and navigation. Composed here because
 * features never import each other; the app is the one place that puts them side by side.
 */
export function ProfileGiftsPage() {
  const { t } = useTranslation();
  const { player } = useSession();
  if (!player) return <ProfileSkeleton />;
  return (
    <ProfileLayout player={player} pageTitle={t('pages.profileGifts')}>
      <GiftsPanel />
    </ProfileLayout>
  );
}
