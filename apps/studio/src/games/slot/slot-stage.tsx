import type { SlotDefinition } from '@casino/game-engine';
import { useMemo } from 'react';
import { useMoney } from '../../features/chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import { cabinetStyle } from './art/cabinet-style';
import { FreeSpinsPanel } from './free-spins-panel';
import type { ReelsCallbacks, ReelsController, ReelsTarget } from './reels-controller';
import type { PayMode } from './slot-paytable-rows';
import { SlotReels } from './slot-reels';
import { spinSummary } from './slot-wins';
import { symbolName } from './symbol-names';
import type { ShownSpin, SlotPanel } from './use-slot-round';
import styles from './slot.module.css';

type SlotStageProps = ReelsCallbacks & {
  readonly title: string;
  readonly definition: SlotDefinition;
  readonly svgs: ReadonlyMap<string, string>;
  readonly initial: ReelsTarget;
  readonly reducedMotion: boolean;
  readonly onReady: (controller: ReelsController | null) => void;
  readonly shown: ShownSpin | undefined;
  readonly panel: SlotPanel | null;
  readonly payMode: PayMode;
  readonly bet: number | undefined;
  /** Free spins still to play, while they play. */
  readonly freeSpinsLeft: number | undefined;
};

/**
 * The cabinet: the title's lettering, the reel window (WebGL reels, the free-spin panels and the big-win banner
 * over them), how the title pays and the bet, and the reels' text alternative for screen readers.
 */
export function SlotStage({
  title,
  definition,
  svgs,
  initial,
  reducedMotion,
  onReady,
  onReelStop,
  shown,
  panel,
  payMode,
  bet,
  freeSpinsLeft,
}: SlotStageProps) {
  const { t } = useI18n();
  const { amount } = useMoney();
  const style = useMemo(() => cabinetStyle(definition), [definition]);
  const summary = shown
    ? spinSummary(shown.spin, definition.scatter.symbol, {
        t,
        amount,
        symbolName: (symbol) => symbolName(definition, symbol, t),
      })
    : '';
  return (
    <div className={styles.machine} style={style}>
      <p className={styles.marquee} aria-hidden="true">
        {title}
      </p>
      <div className={styles.cabinet}>
        <div className={styles.window} role="group" aria-label={t('slot.reels')}>
          <div className={styles.columns} aria-hidden="true">
            {definition.reels.base.map((_, reel) => (
              <span key={reel} />
            ))}
          </div>
          <SlotReels
            definition={definition}
            svgs={svgs}
            reducedMotion={reducedMotion}
            initial={initial}
            onReady={onReady}
            onReelStop={onReelStop}
          />
          <FreeSpinsPanel panel={panel} />
          {/* Free spins won have their own panel: the big-win words would only cover it. */}
          {shown?.tier === 'big' && shown.spin.free_spins_awarded === 0 && (
            <div key={shown.key} className={styles.bigWin} aria-hidden="true">
              <span className={styles.bigWinTitle}>{t('slot.bigWin')}</span>
            </div>
          )}
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {summary}
          </p>
        </div>
      </div>
      <div className={styles.infoBar}>
        <span>
          {payMode.kind === 'lines'
            ? t('slot.lines', { count: payMode.lines })
            : t('slot.ways', { count: payMode.ways })}
        </span>
        {freeSpinsLeft !== undefined && (
          <span className={styles.infoFreeSpins}>{t('slot.freeSpinsLeft', { count: freeSpinsLeft })}</span>
        )}
        {bet !== undefined && <span>{t('slot.betShort', { amount: amount(bet) })}</span>}
      </div>
    </div>
  );
}
