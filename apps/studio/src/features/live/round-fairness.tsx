import type { LiveRound } from '@casino/contracts';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLive } from './live-context';
import { verifyLink } from './live-fairness';
import styles from './live-layout.module.css';

/**
 * The round's proof: its commitment (published before betting opened), its client seed, and once the result is
 * out the server seed, with a link that replays the round on the provably fair page. The last revealed round stays
 * listed while the next one runs.
 */
export function RoundFairness() {
  const { t } = useI18n();
  const live = useLive();
  const { round } = live.state;
  const [revealedRound, setRevealedRound] = useState<LiveRound | undefined>();
  // Open from the start where the panel beside the table has room for it; folded on a phone.
  const [openAtFirst] = useState(() => window.matchMedia('(min-width: 900px)').matches);
  if (round.server_seed && live.revealed && revealedRound?.number !== round.number) setRevealedRound(round);
  const previous = revealedRound && revealedRound.number !== round.number ? revealedRound : undefined;
  const shownSeed = live.revealed ? round.server_seed : null;

  return (
    <details className={styles.fairness} open={openAtFirst}>
      <summary className={styles.fairnessSummary}>
        <span>{t('live.roundNumber', { number: round.number })}</span>
        <span className={styles.fairnessHint}>{t('live.provablyFair')}</span>
      </summary>
      <dl className={styles.seeds}>
        <dt>{t('fairness.commitment')}</dt>
        <dd>
          <code>{round.commitment}</code>
        </dd>
        <dt>{t('fairness.clientSeed')}</dt>
        <dd>
          <code>{round.client_seed}</code>
        </dd>
        <dt>{t('live.serverSeed')}</dt>
        <dd>{shownSeed ? <code>{shownSeed}</code> : <span className={styles.sealed}>{t('live.sealed')}</span>}</dd>
      </dl>
      {shownSeed && <VerifyLink family={live.family} round={round} />}
      {previous && (
        <p className={styles.previous}>
          {t('live.previousRound', { number: previous.number })} <VerifyLink family={live.family} round={previous} />
        </p>
      )}
    </details>
  );
}

function VerifyLink({ family, round }: { family: string; round: LiveRound }) {
  const { t } = useI18n();
  const href = verifyLink(family, round);
  if (!href) return null;
  // The page around the frame is the site: open the verifier there, not inside the game frame.
  return (
    <a className={styles.verify} href={href} target="_top">
      {t('live.verifyRound', { number: round.number })}
    </a>
  );
}
