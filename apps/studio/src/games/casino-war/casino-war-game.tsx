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
import {
  CASINO_WAR_BETS,
  casinoWarViewSchema,
  chipOnSpot,
  hasMainBet,
  PAYS_TO_ONE,
  returnsBySpot,
  type CasinoWarBet,
} from './casino-war-bets';
import { WarSeats } from './war-seats';
import styles from './casino-war.module.css';

const DEAL_MS = 800;
const WAR_MS = 1200;

export function CasinoWarGame() {
  const { t } = useI18n();
  const { round, revealed, busy, act } = useGame();
  const slip = useBetSlip<CasinoWarBet>();
  const view = readView(round, 'casino-war', casinoWarViewSchema);
  const deciding = round?.status === 'open' && view?.phase === 'tie';
  const settled = view?.phase === 'settled' && revealed && slip.showingPlayed;
  const returns = settled ? returnsBySpot(view) : undefined;
  const status = !view
    ? t('casinoWar.arc')
    : deciding
      ? t('casinoWar.tieQuestion')
      : revealed && view.result
        ? t(`casinoWar.result.${view.result}`)
        : '';

  const stage = (
    <div className={styles.table}>
      <WarSeats view={view} roundId={round?.id} />
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
      <div className={styles.spots}>
        {CASINO_WAR_BETS.map((type) => (
          <BetSpot
            key={type}
            name={t(`casinoWar.bet.${type}`)}
            pays={t('tables.toOne', { pays: PAYS_TO_ONE[type] })}
            stake={stakeOn(slip.placements, type)}
            returned={returns?.get(type)}
            chips={slip.chips}
            winning={(returns?.get(type) ?? 0) > 0}
            disabled={busy || !revealed || deciding}
            onPlace={() => slip.place(chipOnSpot(type, slip.chip))}
          />
        ))}
      </div>
    </div>
  );

  const action = deciding ? (
    <div className={styles.actions}>
      <Button disabled={busy || !revealed} onClick={() => void act('surrender', {}, 0)}>
        {t('casinoWar.surrender')}
      </Button>
      <Button variant="gold" disabled={busy || !revealed} onClick={() => void act('war', {}, WAR_MS)}>
        {t('casinoWar.war')}
      </Button>
    </div>
  ) : (
    <Button
      variant="primary"
      block
      disabled={!slip.ready || !revealed || !hasMainBet(slip.placements)}
      onClick={() => void slip.submit(DEAL_MS)}
    >
      {hasMainBet(slip.placements) ? t('baccarat.deal') : t('casinoWar.placeMain')}
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
      paytable={
        <Paytable
          headings={[t('roulette.bet'), t('rules.pays')]}
          rows={CASINO_WAR_BETS.map((type) => [
            t(`casinoWar.bet.${type}`),
            t('tables.toOne', { pays: PAYS_TO_ONE[type] }),
          ])}
        />
      }
      action={action}
    />
  );
}
