import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import type { SessionPlayer } from '../../../lib/session/session-player';
import { useSubscribeToPromos } from '../api/use-subscribe-to-promos';
import { ProfileCard, StatePill } from './profile-card';
import styles from './profile.module.css';

/** The promo-subscription click of platform-core §4, with the subscription state beside it. */
export function PromoSubscriptionCard({ player }: { player: SessionPlayer }) {
  const { t } = useTranslation();
  const { subscribe, pending } = useSubscribeToPromos(player);
  const subscribed = player.receive_promos;
  return (
    <ProfileCard
      icon="gift"
      tone="gold"
      title={t('profile.promos.title')}
      lead={subscribed ? t('profile.promos.subscribedText') : t('profile.promos.text')}
      aside={subscribed ? <StatePill on>{t('profile.promos.subscribed')}</StatePill> : null}
      name="promos"
    >
      <div className={styles.actions}>
        <Button variant="gold" disabled={pending} onClick={() => void subscribe()} data-subscribe-promos>
          <Icon name="sparkles" size={16} />
          {pending ? t('profile.promos.subscribing') : t('profile.promos.subscribe')}
        </Button>
      </div>
    </ProfileCard>
  );
}
