import type { PlayerBonus } from '@casino/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { readStored, writeStored } from '../../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import { useFreespins } from '../api/freespins';
import { useBonuses } from '../api/get-bonuses';
import { useGiftMoney } from '../hooks/use-gift-money';
import { giftSections, initialSection, type GiftSection } from '../utils/gift-sections';
import { CancelGiftDialog } from './cancel-gift-dialog';
import { CouponForm } from './coupon-form';
import { GiftList } from './gift-list';
import { GiftNoticeLine, type GiftNotice } from './gift-notice';
import { GiftTabs } from './gift-tabs';
import styles from './gifts.module.css';

/**
 * `/profile/gifts`: the coupon field, then the player's bonuses and free spins in three tabs. The lists are TanStack
 * Query's: the realtime `bonuses_changes` and `freespins_changes` pushes and every action here re-read them, so this
 * component only arranges them.
 */
export function GiftsPanel() {
  const { t } = useTranslation();
  const bonuses = useBonuses();
  const freespins = useFreespins();
  const money = useGiftMoney();
  const sections = useMemo(
    () => giftSections(bonuses.data ?? [], freespins.data ?? []),
    [bonuses.data, freespins.data],
  );
  const failed = bonuses.isError || freespins.isError;
  const retry = () => {
    if (bonuses.isError) void bonuses.refetch();
    if (freespins.isError) void freespins.refetch();
  };
  const [chosen, setChosen] = useState<GiftSection | null>(null);
  const [cancelling, setCancelling] = useState<PlayerBonus | null>(null);
  const [notice, setNotice] = useState<GiftNotice | null>(null);
  const noticeCount = useRef(0);
  const linkCode = useGiftLinkCode();

  const notify = useCallback((next: Omit<GiftNotice, 'id'>) => {
    noticeCount.current += 1;
    setNotice({ ...next, id: noticeCount.current });
  }, []);

  return (
    <div className={styles.panel} data-gifts-panel>
      <p className={styles.intro}>{t('gifts.intro')}</p>
      <section className={styles.card} aria-labelledby="gifts-coupon-title">
        <h2 id="gifts-coupon-title" className={styles.cardTitle}>
          {t('gifts.coupon.title')}
        </h2>
        <p className={styles.muted}>{t('gifts.coupon.lead')}</p>
        <CouponForm initialCode={linkCode} />
      </section>
      <section className={styles.panel} aria-labelledby="gifts-list-title">
        <h2 id="gifts-list-title" className={styles.cardTitle}>
          {t('gifts.tabsLabel')}
        </h2>
        <GiftNoticeLine notice={notice} />
        {failed ? (
          // Never an empty list that reads as "no gifts": the player is told the list did not load.
          <EmptyState
            icon="alert"
            role="alert"
            headingLevel="h3"
            title={t('gifts.loadError.title')}
            text={t('gifts.loadError.text')}
            actions={
              <Button variant="secondary" onClick={retry}>
                {t('gifts.retry')}
              </Button>
            }
          />
        ) : bonuses.isPending || freespins.isPending ? (
          <div className={styles.loading} aria-busy="true" role="status" aria-label={t('gifts.loading')}>
            <Skeleton height={44} width={300} radius="var(--radius-pill)" />
            <Skeleton height={180} radius="var(--radius-xl)" />
            <Skeleton height={180} radius="var(--radius-xl)" />
          </div>
        ) : (
          <GiftTabs
            sections={sections}
            selected={chosen ?? initialSection(sections)}
            onSelect={setChosen}
            renderSection={(section) => (
              <GiftList
                section={section}
                gifts={sections[section]}
                money={money}
                notify={notify}
                onCancel={setCancelling}
              />
            )}
          />
        )}
      </section>
      {cancelling ? (
        <CancelGiftDialog
          bonus={cancelling}
          money={money}
          onClose={() => setCancelling(null)}
          onCanceled={(bonus) => {
            setCancelling(null);
            notify({ tone: 'success', text: t('gifts.announce.canceled', { title: bonus.title }) });
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * A `?giftPromocode=` link keeps its code in the session, and the lobby sends a signed-in player here while it is
 * there. The code fills the coupon field once and is then forgotten, so the lobby opens normally again.
 */
function useGiftLinkCode(): string {
  const [code] = useState(() => readStored('session', STORAGE_KEYS.giftPromocode) ?? '');
  useEffect(() => {
    if (code) writeStored('session', STORAGE_KEYS.giftPromocode, null);
  }, [code]);
  return code;
}
