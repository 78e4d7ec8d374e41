import { KENO_NUMBERS } from '@casino/game-engine';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { MessageKey } from '../../lib/i18n/i18n';
import { revealDuration } from '../../lib/motion/durations';
import { hundredthsToDecimal } from '../../lib/money/format-multiplier';
import { readView } from '../shared/params';
import { Paytable } from '../shared/paytable';
import { useStagger } from '../shared/use-stagger';
import {
  buildKenoChoice,
  canDraw,
  kenoCellState,
  kenoViewSchema,
  KENO_MAX_PICKS,
  paytableFor,
  quickPick,
  togglePick,
  type KenoCellState,
} from './keno-choice';
import styles from './keno.module.css';

const BALL_MS = 160;
const CELL_LABEL: Record<KenoCellState, MessageKey> = {
  idle: 'keno.number',
  picked: 'keno.numberPicked',
  hit: 'keno.numberHit',
  drawn: 'keno.numberDrawn',
};

/** Any uniform source will do for a quick pick: the draw is made on the server and does not look at the picks. */
const randomIndex = (max: number) => crypto.getRandomValues(new Uint32Array(1))[0]! % max;

export function KenoGame() {
  const { t } = useI18n();
  const { session, round, busy, play, motion } = useGame();
  const { multiplier } = useMoney();
  const [picks, setPicks] = useState<number[]>([]);
  const view = readView(round, 'keno', kenoViewSchema);
  // Reduced motion shows the whole draw at once rather than ball by ball.
  const ballMs = motion.reducedMotion ? 0 : revealDuration(BALL_MS, motion);
  const shown = useStagger(round?.id, view?.drawn.length ?? 0, ballMs);
  const drawnSoFar = view?.drawn.slice(0, shown) ?? [];
  const hitsSoFar = drawnSoFar.filter((number) => picks.includes(number)).length;
  const payRow = paytableFor(session.game.params, picks.length);

  const pick = (number: number) => {
    setPicks(togglePick(picks, number));
  };

  const stage = (
    <div className={styles.board}>
      <div className={styles.grid}>
        {Array.from({ length: KENO_NUMBERS }, (_, index) => {
          const number = index + 1;
          const state = kenoCellState(number, picks, drawnSoFar);
          return (
            <button
              key={number}
              type="button"
              className={`${styles.cell} ${state === 'idle' ? '' : styles[state]}`}
              aria-pressed={picks.includes(number)}
              aria-label={t(CELL_LABEL[state], { number })}
              disabled={busy || (!picks.includes(number) && picks.length >= KENO_MAX_PICKS)}
              onClick={() => pick(number)}
            >
              {number}
            </button>
          );
        })}
      </div>
      {payRow.length > 0 && (
        <div className={styles.paytable} aria-label={t('rules.paytable')}>
          {payRow.map((pays, hits) => (
            <div key={hits} className={`${styles.pay} ${view && hits === hitsSoFar ? styles.payHit : ''}`}>
              <span>{t('keno.hits', { hits })}</span>
              <strong>{multiplier(hundredthsToDecimal(pays))}</strong>
            </div>
          ))}
        </div>
      )}
    </div>
  );

  const controls = (
    <>
      <p className={styles.counter} aria-live="polite">
        {picks.length === 0 ? t('keno.instructions') : t('keno.picked', { count: picks.length })}
      </p>
      <div className={styles.row}>
        <Button disabled={busy} onClick={() => setPicks(quickPick(Math.max(picks.length, 5), randomIndex))}>
          {t('keno.quickPick')}
        </Button>
        <Button disabled={busy || picks.length === 0} onClick={() => setPicks([])}>
          {t('keno.clear')}
        </Button>
      </div>
    </>
  );

  const draw = () => play(buildKenoChoice(picks), BALL_MS * 10 + 200);

  return (
    <GameLayout
      autoplay={canDraw(picks) ? draw : undefined}
      stage={stage}
      controls={controls}
      paytable={<KenoPaytable params={session.game.params} />}
      action={
        <Button variant="primary" block disabled={busy || !canDraw(picks)} onClick={() => void draw()}>
          {canDraw(picks) ? t('keno.draw') : t('keno.pickSome')}
        </Button>
      }
    />
  );
}

function KenoPaytable({ params }: { params: Record<string, unknown> }) {
  const { t } = useI18n();
  const { multiplier } = useMoney();
  const rows = Array.from({ length: KENO_MAX_PICKS }, (_, index) => index + 1).map((count) => [
    t('rules.picks', { count }),
    paytableFor(params, count)
      .map((pays, hits) => (pays > 0 ? `${hits}: ${multiplier(hundredthsToDecimal(pays))}` : ''))
      .filter(Boolean)
      .join(' · '),
  ]);
  return <Paytable headings={[t('rules.picks', { count: '#' }), t('rules.pays')]} rows={rows} />;
}
