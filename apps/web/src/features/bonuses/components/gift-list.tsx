import type { PlayerBonus } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { EmptyState } from '../../../components/ui/empty-state';
import type { GiftMoney } from '../hooks/use-gift-money';
import { giftKey, isFreespins, type Gift, type GiftSection } from '../utils/gift-sections';
import { ActiveGiftCard } from './active-gift-card';
import { FinishedGiftCard } from './finished-gift-card';
import { FreespinsCard } from './freespins-card';
import type { GiftNotice } from './gift-notice';
import styles from './gifts.module.css';
import { NewGiftCard } from './new-gift-card';

const EMPTY_ICON = { new: 'gift', active: 'sparkles', finished: 'check' } as const;

/** One tab's gifts (bonuses and free spins) as cards, or words saying there are none yet and where they come from. */
export function GiftList({
  section,
  gifts,
  money,
  notify,
  onCancel,
}: {
  section: GiftSection;
  gifts: readonly Gift[];
  money: GiftMoney;
  notify: (notice: Omit<GiftNotice, 'id'>) => void;
  onCancel: (bonus: PlayerBonus) => void;
}) {
  const { t } = useTranslation();
  if (gifts.length === 0) {
    return (
      <EmptyState
        icon={EMPTY_ICON[section]}
        headingLevel="h3"
        title={t(`gifts.empty.${section}.title`)}
        text={t(`gifts.empty.${section}.text`)}
      />
    );
  }
  return (
    <ul className={styles.list}>
      {gifts.map((gift) => (
        <li key={giftKey(gift)}>
          {isFreespins(gift) ? (
            <FreespinsCard gift={gift} money={money} notify={notify} />
          ) : (
            <>
              {section === 'new' ? <NewGiftCard bonus={gift} money={money} notify={notify} /> : null}
              {section === 'active' ? <ActiveGiftCard bonus={gift} money={money} onCancel={onCancel} /> : null}
              {section === 'finished' ? <FinishedGiftCard bonus={gift} money={money} /> : null}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
