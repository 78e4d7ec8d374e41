import { useI18n } from '../../../lib/i18n/i18n-context';
import { Paytable } from '../../../games/shared/paytable';
import { stakeOn } from '../../../games/shared-table/bet-slip';
import { BetSpot } from '../../../games/shared-table/bet-spot';
import { cardName } from '../../../games/shared-table/cards';
import { ChipTray } from '../../../games/shared-table/chip-tray';
import { SlipTools } from '../../../games/shared-table/slip-tools';
import {
  chipOnSpot,
  DRAGON_TIGER_BETS,
  PAYS_TO_ONE,
  type DragonTigerBet,
} from '../../../games/dragon-tiger/dragon-tiger-bets';
import dragonTigerStyles from '../../../games/dragon-tiger/dragon-tiger.module.css';
import { useLive } from '../live-context';
import { LiveLayout } from '../live-layout';
import { readOutcome } from '../live-outcome';
import { useLiveSlip } from '../use-live-slip';
import { cardTurning } from './card-timing';
import { TurnedCard } from './turned-card';
import { UnplacedNotice } from './unplaced-notice';
import styles from './live-tables.module.css';

const spotKey = (bet: DragonTigerBet) => bet.type;

/** Live Dragon Tiger: one card each, laid face down when betting closes and turned with the result. */
export function DragonTigerLive() {
  const { t } = useI18n();
  const live = useLive();
  const slip = useLiveSlip<DragonTigerBet>(spotKey);
  const outcome = live.phase === 'result' ? readOutcome('dragon-tiger', live.state.round.outcome) : undefined;
  const winner = outcome && live.revealed ? outcome.winner : undefined;

  const seat = (side: 'dragon' | 'tiger', turnIndex: number) => (
    <section
      className={[dragonTigerStyles.seat, dragonTigerStyles[side], winner === side && dragonTigerStyles.won]
        .filter(Boolean)
        .join(' ')}
      aria-label={
        outcome && live.revealed
          ? `${t(`dragonTiger.${side}`)}: ${cardName(outcome[side], t)}`
          : t(`dragonTiger.${side}`)
      }
    >
      <h2 className={dragonTigerStyles.seatName}>{t(`dragonTiger.${side}`)}</h2>
      {outcome || live.phase !== 'betting' ? (
        <TurnedCard key={live.state.round.number} card={outcome?.[side]} turnIndex={turnIndex} />
      ) : (
        <span className={dragonTigerStyles.slot} />
      )}
    </section>
  );

  return (
    <LiveLayout
      device={
        <div className={`${dragonTigerStyles.seats} ${styles.cardTable}`} style={cardTurning(live.revealMs, 2)}>
          {seat('dragon', 0)}
          <span className={dragonTigerStyles.versus} aria-hidden="true">
            VS
          </span>
          {seat('tiger', 1)}
        </div>
      }
      board={
        <div className={`${dragonTigerStyles.spots} ${styles.spotsBoard}`}>
          {DRAGON_TIGER_BETS.map((type) => (
            <BetSpot
              key={type}
              name={t(`dragonTiger.${type}`)}
              pays={t('tables.toOne', { pays: PAYS_TO_ONE[type] })}
              stake={stakeOn(slip.placements, type)}
              returned={undefined}
              chips={slip.chips}
              winning={winner === type}
              disabled={!slip.open}
              onPlace={() => slip.place(chipOnSpot(type, slip.chip))}
            />
          ))}
        </div>
      }
      chips={<ChipTray chips={slip.chips} value={slip.chip} onChange={slip.setChip} disabled={!slip.open} />}
      controls={
        <>
          <p className={styles.arc}>{t('dragonTiger.arc')}</p>
          <SlipTools slip={slip} disabled={!slip.open} />
        </>
      }
      notice={slip.unplaced && <UnplacedNotice />}
      bet={slip.bet}
      paytable={
        <Paytable
          headings={[t('roulette.bet'), t('rules.pays')]}
          rows={DRAGON_TIGER_BETS.map((type) => [
            t(`dragonTiger.${type}`),
            t('tables.toOne', { pays: PAYS_TO_ONE[type] }),
          ])}
        />
      }
    />
  );
}
