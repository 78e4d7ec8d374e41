import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { Paytable } from '../shared/paytable';
import { readView } from '../shared/params';
import { stakeOn } from '../shared-table/bet-slip';
import { BetSpot } from '../shared-table/bet-spot';
import { cardName } from '../shared-table/cards';
import { ChipTray } from '../shared-table/chip-tray';
import { PlayingCard } from '../shared-table/playing-card';
import { SlipTools } from '../shared-table/slip-tools';
import { useBetSlip } from '../shared-table/use-bet-slip';
import {
  chipOnSpot,
  DRAGON_TIGER_BETS,
  dragonTigerViewSchema,
  PAYS_TO_ONE,
  returnsBySpot,
  type DragonTigerBet,
} from './dragon-tiger-bets';
import styles from './dragon-tiger.module.css';
import { reveal } from '../../lib/scroll/reveal';

const REVEAL_MS = 1100;

export function DragonTigerGame() {
  const { t } = useI18n();
  const { round, revealed, busy, motion } = useGame();
  const slip = useBetSlip<DragonTigerBet>();
  const view = readView(round, 'dragon-tiger', dragonTigerViewSchema);
  const settled = view && revealed && slip.showingPlayed;
  const returns = settled ? returnsBySpot(view) : undefined;
  const cardsRef = useRef<HTMLDivElement>(null);

  const deal = () => {
    reveal(cardsRef.current, motion.reducedMotion);
    void slip.submit(REVEAL_MS);
  };

  const seat = (side: 'dragon' | 'tiger', dealIndex: number) => (
    <section
      className={[styles.seat, styles[side], view && revealed && view.winner === side && styles.won]
        .filter(Boolean)
        .join(' ')}
      aria-label={view ? `${t(`dragonTiger.${side}`)}: ${cardName(view[side], t)}` : t(`dragonTiger.${side}`)}
    >
      <h2 className={styles.seatName}>{t(`dragonTiger.${side}`)}</h2>
      {view ? (
        <PlayingCard key={`${round?.id}-${side}`} card={view[side]} dealIndex={dealIndex} />
      ) : (
        <span className={styles.slot} />
      )}
    </section>
  );

  const stage = (
    <div className={styles.table}>
      <div ref={cardsRef} className={styles.seats}>
        {seat('dragon', 0)}
        <span className={styles.versus} aria-hidden="true">
          VS
        </span>
        {seat('tiger', 1)}
      </div>
      <p className={styles.winner} aria-live="polite">
        {view && revealed ? t(`dragonTiger.wins.${view.winner}`) : t('dragonTiger.arc')}
      </p>
      <div className={styles.spots}>
        {DRAGON_TIGER_BETS.map((type) => (
          <BetSpot
            key={type}
            name={t(`dragonTiger.${type}`)}
            pays={t('tables.toOne', { pays: PAYS_TO_ONE[type] })}
            stake={stakeOn(slip.placements, type)}
            returned={returns?.get(type)}
            chips={slip.chips}
            winning={Boolean(settled && view.winner === type)}
            disabled={busy || !revealed}
            onPlace={() => slip.place(chipOnSpot(type, slip.chip))}
          />
        ))}
      </div>
    </div>
  );

  return (
    <GameLayout
      hideStake
      stage={stage}
      controls={
        <>
          <ChipTray chips={slip.chips} value={slip.chip} onChange={slip.setChip} disabled={busy} />
          <SlipTools slip={slip} disabled={busy || !revealed} />
        </>
      }
      paytable={
        <Paytable
          headings={[t('roulette.bet'), t('rules.pays')]}
          rows={DRAGON_TIGER_BETS.map((type) => [
            t(`dragonTiger.${type}`),
            t('tables.toOne', { pays: PAYS_TO_ONE[type] }),
          ])}
        />
      }
      action={
        <Button variant="primary" block disabled={!slip.ready || !revealed} onClick={deal}>
          {slip.total === 0 ? t('roulette.placeBets') : t('baccarat.deal')}
        </Button>
      }
    />
  );
}
