import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/get-player';
import { ProfileLayout } from '../components/profile-layout';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { GamesHistory } from '../games-history/games-history';

/** `/profile/games-history`: the player's game rounds, newest first. */
export function ProfileGamesHistoryPage() {
  const { t } = useTranslation();
  const { player } = useSession();
  if (!player) return <ProfileSkeleton />;
  return (
    <ProfileLayout player={player} pageTitle={t('pages.profileGamesHistory')}>
      <GamesHistory />
    </ProfileLayout>
  );
}
