import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { PublishedSlotMaths } from '../api/get-slot-maths';
import { SLOT_SPINS_AT_FIRST, type SlotRoundReading } from '../verify-slot-round';
import { Fact } from './fact';
import styles from './provably-fair.module.css';
import slotStyles from './slot-result.module.css';
import { SlotSpin } from './slot-spin';

/**
 * A slot round replayed: which maths it was played on, the round's totals in coins, then spin by spin the grid,
 * its reel stops and what it paid. Amounts are coins because the page replays on one coin value (verify-slot-round.ts).
 */
export function SlotRound({ maths, reading }: { maths: PublishedSlotMaths; reading: SlotRoundReading }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [shown, setShown] = useState(SLOT_SPINS_AT_FIRST);
  const { definition } = maths;
  const { reels, rows } = definition.grid;
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const times = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(reading.coins / reading.betCoins);

  return (
    <div className={styles.outcome} data-testid="fair-slot">
      <div className={slotStyles.maths}>
        <p className={slotStyles.mathsTitle} data-testid="fair-slot-maths">
          {t('provablyFair.videoSlot.mathsTitle', { title: definition.title, version: maths.version })}
        </p>
        <p className={styles.note}>
          {definition.pays.kind === 'lines'
            ? t('provablyFair.videoSlot.layoutLines', { reels, rows, lines: definition.pays.lines.length })
            : t('provablyFair.videoSlot.layoutWays', { reels, rows, ways: number(rows ** reels) })}
          {definition.wild.expanding ? ` ${t('provablyFair.videoSlot.expanding')}` : ''}
          {definition.wild.sticky ? ` ${t('provablyFair.videoSlot.sticky')}` : ''}
          {definition.cascades ? ` ${t('provablyFair.videoSlot.cascades')}` : ''}
        </p>
      </div>
      <dl className={styles.facts}>
        <Fact label={t('provablyFair.videoSlot.bet')} value={number(reading.betCoins)} />
        <Fact label={t('provablyFair.videoSlot.freeSpinsPlayed')} value={number(reading.spins.length - 1)} />
        <Fact label={t('provablyFair.videoSlot.roundWin')} value={number(reading.coins)} testId="fair-slot-round-win" />
        <Fact label={t('provablyFair.videoSlot.roundTimes')} value={`×${times}`} />
      </dl>
      <p className={styles.note}>
        {t('provablyFair.videoSlot.coinsNote', { coins: number(reading.betCoins) })}{' '}
        {t('provablyFair.videoSlot.stopsNote')}
      </p>
      <ol className={slotStyles.spins}>
        {reading.spins.slice(0, shown).map((spin, index) => (
          <SlotSpin key={index} spin={spin} index={index} definition={definition} />
        ))}
      </ol>
      {shown < reading.spins.length ? (
        <div className={slotStyles.more}>
          <p className={styles.note}>
            {t('provablyFair.videoSlot.shownSpins', { shown, total: reading.spins.length })}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setShown((count) => count + SLOT_SPINS_AT_FIRST)}
            data-testid="fair-show-more"
          >
            {t('provablyFair.showMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
