import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
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
  chipOnSpot,
  CRAPS_BETS,
  crapsViewSchema,
  isLineBet,
  LINE_BETS,
  lineOf,
  lineOutcome,
  ONE_ROLL_BETS,
  PAYS,
  returnsBySpot,
  singleOdds,
  type CrapsBet,
  type CrapsBetType,
} from './craps-bets';
import { DiceTray } from './dice-tray';
import styles from './craps.module.css';

const ROLL_MS = 700;

export function CrapsGame() {
  const { t } = useI18n();
  const { amount } = useMoney();
  const { round, revealed, busy, act } = useGame();
  const slip = useBetSlip<CrapsBet>();
  const view = readView(round, 'craps', crapsViewSchema);
  const open = round?.status === 'open' && view !== undefined;
  const returns = view && revealed && slip.showingPlayed ? returnsBySpot(view) : undefined;
  const outcome = view && revealed ? lineOutcome(view) : undefined;
  const line = lineOf(slip.placements);
  const status = !view
    ? t('craps.arc')
    : outcome
      ? t(`craps.result.${outcome}`)
      : view.point !== null
        ? t('craps.pointIs', { point: view.point })
        : t('craps.comeOut');

  const spot = (type: CrapsBetType) => (
    <BetSpot
      key={type}
      name={t(`craps.bet.${type}`)}
      pays={t('tables.toOne', { pays: PAYS[type] })}
      stake={stakeOn(slip.placements, type)}
      returned={returns?.get(type)}
      chips={slip.chips}
      winning={(returns?.get(type) ?? 0) > 0}
      // One line bet a round: a chip on pass closes don't pass, and the other way round.
      disabled={busy || !revealed || open || (line !== undefined && line !== type && isLineBet(type))}
      onPlace={() => slip.place(chipOnSpot(type, slip.chip))}
      className={styles[`spot-${type}`]}
    />
  );

  const stage = (
    <div className={styles.table}>
      <DiceTray view={view} revealed={revealed} roundId={round?.id} />
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
      {view?.odds && <p className={styles.odds}>{t('craps.oddsBehind', { amount: amount(view.odds.stake) })}</p>}
      <div className={styles.layout}>
        {LINE_BETS.map(spot)}
        <div className={styles.props}>{ONE_ROLL_BETS.map(spot)}</div>
      </div>
    </div>
  );

  const oddsOffered = open && round.actions.includes('odds') && revealed;
  const action = open ? (
    <div className={styles.actions}>
      {oddsOffered && (
        <div className={styles.oddsButtons}>
          <Button disabled={busy} onClick={() => void act('odds', { stake: singleOdds(view) })}>
            {t('craps.odds', { amount: amount(singleOdds(view)) })}
          </Button>
          <Button disabled={busy} onClick={() => void act('odds', { stake: view.max_odds })}>
            {t('craps.maxOdds', { amount: amount(view.max_odds) })}
          </Button>
        </div>
      )}
      <Button variant="gold" block disabled={busy || !revealed} onClick={() => void act('roll', {}, ROLL_MS)}>
        {t('craps.roll')}
      </Button>
    </div>
  ) : (
    <Button
      variant="primary"
      block
      disabled={!slip.ready || !revealed || line === undefined}
      onClick={() => void slip.submit(0)}
    >
      {line === undefined ? t('craps.placeLine') : t('craps.placeBets')}
    </Button>
  );

  return (
    <GameLayout
      hideStake
      stage={stage}
      controls={
        <>
          <ChipTray chips={slip.chips} value={slip.chip} onChange={slip.setChip} disabled={busy || open} />
          <SlipTools slip={slip} disabled={busy || !revealed || open} />
        </>
      }
      paytable={
        <Paytable
          headings={[t('roulette.bet'), t('rules.pays')]}
          rows={CRAPS_BETS.map((type) => [t(`craps.bet.${type}`), t('tables.toOne', { pays: PAYS[type] })])}
        />
      }
      action={action}
    />
  );
}
