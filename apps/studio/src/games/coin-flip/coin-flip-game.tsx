import { useState, type CSSProperties } from 'react';
import { Button } from '../../components/ui/button';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { revealDuration } from '../../lib/motion/durations';
import { tenThousandthsToDecimal } from '../../lib/money/format-multiplier';
import { intParam, readView } from '../shared/params';
import { Stat, Stats } from '../shared/stat';
import {
  buildCoinFlipChoice,
  coinFlipTenThousandths,
  coinFlipViewSchema,
  coinRotation,
  type CoinSide,
} from './coin-flip-choice';
import styles from './coin.module.css';

const FLIP_MS = 1200;

export function CoinFlipGame() {
  const { t } = useI18n();
  const { session, round, revealed, busy, play, motion } = useGame();
  const { multiplier } = useMoney();
  const rtpBasisPoints = intParam(session.game.params, 'rtpBasisPoints', 9800);
  const [call, setCall] = useState<CoinSide>('heads');
  const [flips, setFlips] = useState(0);
  const view = readView(round, 'coin-flip', coinFlipViewSchema);
  const sideName = (side: CoinSide) => t(side === 'heads' ? 'coinFlip.heads' : 'coinFlip.tails');
  const coinStyle = {
    transform: `rotateY(${view ? coinRotation(view.side, flips) : 0}deg)`,
    '--flip-ms': `${revealDuration(FLIP_MS, motion)}ms`,
  } as CSSProperties;

  const stage = (
    <div className={styles.stage}>
      <div className={styles.coin} style={coinStyle} aria-hidden="true">
        <div className={`${styles.face} ${styles.heads}`}>{t('coinFlip.heads')}</div>
        <div className={`${styles.face} ${styles.tails}`}>{t('coinFlip.tails')}</div>
      </div>
      <span className={styles.caption}>
        {view && revealed ? t('coinFlip.landed', { side: sideName(view.side) }) : t('coinFlip.call')}
      </span>
    </div>
  );

  const controls = (
    <>
      <SegmentedControl
        legend={t('coinFlip.call')}
        options={[
          { value: 'heads', label: t('coinFlip.heads') },
          { value: 'tails', label: t('coinFlip.tails') },
        ]}
        value={call}
        disabled={busy}
        onChange={setCall}
      />
      <Stats>
        <Stat label={t('dice.winChance')} value="50%" />
        <Stat
          label={t('dice.multiplier')}
          value={multiplier(tenThousandthsToDecimal(coinFlipTenThousandths(rtpBasisPoints)))}
        />
      </Stats>
    </>
  );

  const flip = () => {
    setFlips((count) => count + 1);
    return play(buildCoinFlipChoice(call), FLIP_MS);
  };

  return (
    <GameLayout
      autoplay={flip}
      stage={stage}
      controls={controls}
      action={
        <Button variant="primary" block disabled={busy} onClick={() => void flip()}>
          {t('coinFlip.flip')}
        </Button>
      }
    />
  );
}
