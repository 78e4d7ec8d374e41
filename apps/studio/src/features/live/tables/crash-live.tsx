import { flightMsOf, flightMultiplierAt } from '@casino/game-engine';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { hundredthsToDecimal } from '../../../lib/money/format-multiplier';
import { flightEndX, flightPath } from '../../../games/crash/crash-curve';
import { reachChanceMicroPercent } from '../../../games/limbo/limbo-choice';
import { intParam } from '../../../games/shared/params';
import { Paytable } from '../../../games/shared/paytable';
import { Stat, Stats } from '../../../games/shared/stat';
import { TargetField } from '../../../games/shared/target-field';
import { StakeControl } from '../../chrome/stake-control';
import { useMoney } from '../../chrome/use-money';
import { useGame } from '../../session/game-context';
import { takesBets, useLive } from '../live-context';
import { LiveLayout } from '../live-layout';
import { readOutcome } from '../live-outcome';
import { useFlightClock } from './use-flight-clock';
import crashStyles from '../../../games/crash/crash.module.css';
import layoutStyles from '../live-layout.module.css';
import styles from './live-tables.module.css';
import { formatPercent } from '../../../lib/i18n/percent';

const CHANCE_TARGETS = [150, 200, 500, 1_000, 10_000];

/**
 * The shared crash round: every seat watches the same flight, climbing on the server's clock from the close of
 * betting until the round's crash point. A bet leaves at the player's cash-out (the button, priced at the multiplier
 * on screen; the server's clock decides) or at its auto cash-out, and is paid at once; one still on board at the
 * crash loses.
 */
export function CrashLive() {
  const { t, locale } = useI18n();
  const { session, stake, motion } = useGame();
  const { amount, multiplier } = useMoney();
  const live = useLive();
  const autoId = useId();
  const [auto, setAuto] = useState(false);
  const [autoCashOut, setAutoCashOut] = useState(200);
  const rtpBasisPoints = intParam(session.game.params, 'rtpBasisPoints', 9700);
  const { round, myBet } = live.state;
  const outcome = live.phase === 'result' ? readOutcome('crash', round.outcome) : undefined;
  const flying = live.phase === 'closed';
  const now = useFlightClock(live.offsetMs, flying, motion.reducedMotion);
  const takeOff = Date.parse(round.betting_closes_at);
  const elapsed = outcome ? flightMsOf(outcome.crash_point) : flying ? now - takeOff : 0;
  const current = outcome ? outcome.crash_point : flightMultiplierAt(elapsed);
  const cashedOut = myBet?.cash_out ?? null;
  const onBoard = flying && myBet !== null && myBet.status !== 'void' && cashedOut === null && myBet.win === null;
  const open = takesBets(live);
  const chance = (target: number) =>
    formatPercent(locale, reachChanceMicroPercent(rtpBasisPoints, target) / 1_000_000, {
      maximumFractionDigits: 2,
      roundingMode: 'trunc',
    });

  const device = (
    <div className={`${crashStyles.scene} ${styles.crashSky} ${outcome ? crashStyles.crashed : ''}`}>
      <svg className={crashStyles.chart} viewBox="0 0 100 60" preserveAspectRatio="none" aria-hidden="true">
        <defs>
          <linearGradient id="crash-line" x1="0" x2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#ec4899" />
          </linearGradient>
          <linearGradient id="crash-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="rgb(192 38 211 / 0.35)" />
            <stop offset="1" stopColor="rgb(192 38 211 / 0)" />
          </linearGradient>
        </defs>
        {elapsed > 0 && (
          <>
            <path
              className={crashStyles.area}
              d={`${flightPath(elapsed, flightMultiplierAt)} L${flightEndX(elapsed)} 58 Z`}
            />
            <path
              className={crashStyles.line}
              d={flightPath(elapsed, flightMultiplierAt)}
              vectorEffect="non-scaling-stroke"
            />
          </>
        )}
      </svg>
      <div className={crashStyles.readout}>
        <span className={`${crashStyles.number} ${live.phase === 'betting' ? styles.crashWaiting : ''}`}>
          {multiplier(hundredthsToDecimal(current))}
        </span>
        {live.phase === 'betting' && <span className={styles.crashCaption}>{t('crash.boarding')}</span>}
        {cashedOut !== null && (
          <span className={crashStyles.badge}>
            {t('crash.cashedOut', { multiplier: multiplier(hundredthsToDecimal(cashedOut)) })}
          </span>
        )}
        {outcome && (
          <span className={`${crashStyles.badge} ${crashStyles.crashedBadge}`}>
            {t('crash.crashed', { multiplier: multiplier(hundredthsToDecimal(outcome.crash_point)) })}
          </span>
        )}
      </div>
    </div>
  );

  const controls = (
    <div className={styles.crashControls}>
      <label className={styles.crashToggle} htmlFor={autoId}>
        <input
          id={autoId}
          type="checkbox"
          checked={auto}
          disabled={!open}
          onChange={(event) => setAuto(event.target.checked)}
        />
        {t('crash.autoCashOutOn')}
      </label>
      {auto && (
        <TargetField
          label={t('crash.autoCashOut')}
          hundredths={autoCashOut}
          onChange={setAutoCashOut}
          disabled={!open}
        />
      )}
    </div>
  );

  const board = (
    <Stats>
      <Stat
        label={t('crash.chanceOf', { multiplier: multiplier(hundredthsToDecimal(auto ? autoCashOut : 200)) })}
        value={chance(auto ? autoCashOut : 200)}
      />
      <Stat label={t('game.payoutOnWin')} value={amount(Math.floor((stake * (auto ? autoCashOut : 200)) / 100))} />
    </Stats>
  );

  const action = onBoard ? (
    <Button
      variant="gold"
      block
      disabled={live.cashingOut || current < 101}
      aria-busy={live.cashingOut}
      onClick={() => void live.cashOut()}
    >
      {t('crash.cashOut', { amount: amount(Math.floor((myBet.stake * current) / 100)) })}
    </Button>
  ) : cashedOut !== null && myBet && live.phase !== 'result' ? (
    <p className={layoutStyles.placed}>
      {t('crash.cashedOutWon', {
        multiplier: multiplier(hundredthsToDecimal(cashedOut)),
        amount: amount(myBet.win ?? Math.floor((myBet.stake * cashedOut) / 100)),
      })}
    </p>
  ) : undefined;

  return (
    <LiveLayout
      device={device}
      board={board}
      chips={<StakeControl disabled={!open} />}
      controls={controls}
      bet={{ stake, choice: { auto_cash_out: auto ? autoCashOut : null } }}
      action={action}
      paytable={
        <Paytable
          headings={[t('crash.target'), t('limbo.winChance')]}
          rows={CHANCE_TARGETS.map((target) => [multiplier(hundredthsToDecimal(target)), chance(target)])}
        />
      }
    />
  );
}
