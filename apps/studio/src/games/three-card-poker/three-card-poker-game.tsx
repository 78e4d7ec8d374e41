import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { Paytable } from '../shared/paytable';
import { readView } from '../shared/params';
import { stakeOn } from '../shared-table/bet-slip';
import { BetSpot } from '../shared-table/bet-spot';
import { ChipTray } from '../shared-table/chip-tray';
import { SlipTools } from '../shared-table/slip-tools';
import { useBetSlip } from '../shared-table/use-bet-slip';
import { PokerSeats } from './poker-seats';
import {
  ANTE_BONUS,
  chipOnSpot,
  hasAnte,
  HANDS,
  PAIR_PLUS,
  resultOf,
  returnsBySpot,
  SPOTS,
  stakeOfSpot,
  threeCardPokerViewSchema,
  type SpotType,
  type ThreeCardPokerBet,
} from './three-card-poker-bets';
import styles from './three-card-poker.module.css';

const DEAL_MS = 900;
const SHOWDOWN_MS = 800;

export function ThreeCardPokerGame() {
  const { t } = useI18n();
  const { round, revealed, busy, act } = useGame();
  const slip = useBetSlip<ThreeCardPokerBet>();
  const view = readView(round, 'three-card-poker', threeCardPokerViewSchema);
  const deciding = round?.status === 'open' && view?.phase === 'decision';
  const settled = view?.phase === 'settled' && revealed;
  const returns = settled && slip.showingPlayed ? returnsBySpot(view) : undefined;
  const result = settled ? resultOf(view) : undefined;
  const status = !view
    ? t('threeCardPoker.intro')
    : deciding
      ? t('threeCardPoker.decide', { hand: t(`threeCardPoker.hand.${view.player_hand}`) })
      : result
        ? t(`threeCardPoker.result.${result}`)
        : '';

  const pays = (spot: SpotType) =>
    spot === 'pair-plus' ? t('threeCardPoker.upTo', { pays: PAIR_PLUS[0]!.pays }) : t('tables.toOne', { pays: 1 });
  // The play bet is never laid from the tray: it is the ante matched, once the player plays.
  const stakeOf = (spot: SpotType) =>
    spot === 'play' ? (settled || deciding ? stakeOfSpot(view, 'play') : 0) : stakeOn(slip.placements, spot);

  const stage = (
    <div className={styles.table}>
      <PokerSeats view={view} roundId={round?.id} />
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
      <div className={styles.spots}>
        {SPOTS.map((spot) => (
          <BetSpot
            key={spot}
            name={t(`threeCardPoker.bet.${spot}`)}
            pays={pays(spot)}
            stake={stakeOf(spot)}
            returned={returns?.get(spot)}
            chips={slip.chips}
            winning={(returns?.get(spot) ?? 0) > 0}
            disabled={spot === 'play' || busy || !revealed || deciding}
            onPlace={() => {
              if (spot !== 'play') slip.place(chipOnSpot(spot, slip.chip));
            }}
            className={spot === 'play' ? styles.playSpot : spot === 'ante' ? styles.anteSpot : styles.pairPlusSpot}
          />
        ))}
      </div>
    </div>
  );

  const action = deciding ? (
    <div className={styles.actions}>
      <Button disabled={busy || !revealed} onClick={() => void act('fold', {}, SHOWDOWN_MS)}>
        {t('threeCardPoker.fold')}
      </Button>
      <Button variant="gold" disabled={busy || !revealed} onClick={() => void act('play', {}, SHOWDOWN_MS)}>
        {t('threeCardPoker.play')}
      </Button>
    </div>
  ) : (
    <Button
      variant="primary"
      block
      disabled={!slip.ready || !revealed || !hasAnte(slip.placements)}
      onClick={() => void slip.submit(DEAL_MS)}
    >
      {hasAnte(slip.placements) ? t('baccarat.deal') : t('threeCardPoker.placeAnte')}
    </Button>
  );

  const paysFor = (rows: typeof ANTE_BONUS, hand: (typeof HANDS)[number]) => {
    const row = rows.find((candidate) => candidate.hand === hand);
    return row ? t('tables.toOne', { pays: row.pays }) : '–';
  };
  const anteBonus = view?.paytable?.ante_bonus ?? ANTE_BONUS;
  const pairPlus = view?.paytable?.pair_plus ?? PAIR_PLUS;

  return (
    <GameLayout
      hideStake
      stage={stage}
      controls={
        <>
          <ChipTray chips={slip.chips} value={slip.chip} onChange={slip.setChip} disabled={busy || deciding} />
          <SlipTools slip={slip} disabled={busy || !revealed || deciding} />
        </>
      }
      paytable={
        <Paytable
          headings={[t('threeCardPoker.handColumn'), t('threeCardPoker.anteBonus'), t('threeCardPoker.bet.pair-plus')]}
          rows={HANDS.filter((hand) => hand !== 'high-card').map((hand) => [
            t(`threeCardPoker.hand.${hand}`),
            paysFor(anteBonus, hand),
            paysFor(pairPlus, hand),
          ])}
        />
      }
      action={action}
    />
  );
}
