import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { readView } from '../shared/params';
import { stakeOn } from '../shared-table/bet-slip';
import { ChipTray } from '../shared-table/chip-tray';
import { SlipTools } from '../shared-table/slip-tools';
import { useBetSlip } from '../shared-table/use-bet-slip';
import { PokerSeats } from './poker-seats';
import {
  hasAnte,
  resultOf,
  returnsBySpot,
  stakeOfSpot,
  threeCardPokerViewSchema,
  type SpotType,
  type ThreeCardPokerBet,
} from './three-card-poker-bets';
import { ThreeCardPokerPaytable } from './three-card-poker-paytable';
import { ThreeCardPokerSpots } from './three-card-poker-spots';
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

  // The play bet is never laid from the tray: it is the ante matched, once the player plays.
  const stakeOf = (spot: SpotType) =>
    spot === 'play' ? (settled || deciding ? stakeOfSpot(view, 'play') : 0) : stakeOn(slip.placements, spot);

  const stage = (
    <div className={styles.table}>
      <PokerSeats view={view} roundId={round?.id} />
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
      <ThreeCardPokerSpots
        stakeOf={stakeOf}
        returns={returns}
        chips={slip.chips}
        chip={slip.chip}
        open={!(busy || !revealed || deciding)}
        onPlace={slip.place}
      />
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
      paytable={<ThreeCardPokerPaytable paytables={view?.paytable} />}
      action={action}
    />
  );
}
