import type { FairSeeds } from '@casino/game-engine';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { SLOT_MATHS_NOT_FOUND, type PublishedSlotMaths } from '../api/get-slot-maths';
import { verifySlotRound } from '../verify-slot-round';
import styles from './provably-fair.module.css';
import slotStyles from './slot-result.module.css';
import { SlotRound } from './slot-round';

type SlotCheckProps = {
  seeds: FairSeeds;
  /** Undefined while the maths loads (or the player is still typing its id). */
  maths: PublishedSlotMaths | typeof SLOT_MATHS_NOT_FOUND | undefined;
  failed: boolean;
  onRetry: () => void;
};

/** A video slot round once its maths has loaded; until then what the page is waiting for, or why it cannot go on. */
export function SlotCheck({ seeds, maths, failed, onRetry }: SlotCheckProps) {
  const { t } = useTranslation();
  if (failed) {
    // Never an empty result that reads as "nothing to check": the player is told the maths did not load.
    return (
      <div className={slotStyles.problem} role="alert">
        <p>{t('provablyFair.videoSlot.loadError')}</p>
        <Button size="sm" variant="secondary" onClick={onRetry} data-testid="fair-slot-retry">
          {t('provablyFair.videoSlot.retry')}
        </Button>
      </div>
    );
  }
  if (maths === SLOT_MATHS_NOT_FOUND) return <p className={styles.empty}>{t('provablyFair.errors.mathsNotFound')}</p>;
  if (!maths) {
    return (
      <p className={slotStyles.loading} role="status">
        <Spinner size={16} />
        {t('provablyFair.videoSlot.loading')}
      </p>
    );
  }
  // Keyed by the round, so "show more" starts again from the first spins whenever another round is asked for.
  const round = JSON.stringify([maths.maths, maths.version, seeds.serverSeed, seeds.clientSeed, seeds.nonce]);
  return <ReplayedRound key={round} seeds={seeds} maths={maths} />;
}

function ReplayedRound({ seeds, maths }: { seeds: FairSeeds; maths: PublishedSlotMaths }) {
  const reading = useMemo(() => verifySlotRound(maths.definition, seeds), [maths, seeds]);
  return <SlotRound maths={maths} reading={reading} />;
}
