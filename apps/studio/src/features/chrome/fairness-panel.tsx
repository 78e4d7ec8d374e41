import { clientSeedRequestSchema, type SeedRotation } from '@casino/contracts';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { StudioApiError } from '../../lib/api/studio-api';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useGame } from '../session/game-context';
import styles from './panels.module.css';

/**
 * The seeds behind the next round: the commitment (the server seed's SHA-256, published before play), the player's
 * own client seed, and the nonce. Rotating reveals the old server seed so past rounds can be recomputed.
 */
export function FairnessPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { api, session, setSession } = useGame();
  const [editing, setEditing] = useState<string | undefined>();
  const [revealed, setRevealed] = useState<SeedRotation['revealed'] | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const seedId = useId();
  const seeds = session.seeds;
  const seedValid = editing === undefined || clientSeedRequestSchema.safeParse({ client_seed: editing }).success;

  const explain = (error: unknown) =>
    setMessage(
      error instanceof StudioApiError && error.kind === 'round-in-progress'
        ? t('error.roundInProgress')
        : t('error.unexpected'),
    );

  const saveSeed = async () => {
    if (editing === undefined || !seedValid) return;
    try {
      const next = await api.setClientSeed(editing);
      setSession((current) => ({ ...current, seeds: next }));
      setEditing(undefined);
      setMessage(t('fairness.saved'));
    } catch (error) {
      explain(error);
    }
  };

  const rotate = async () => {
    try {
      const rotation = await api.rotateSeeds();
      setSession((current) => ({ ...current, seeds: rotation.seeds }));
      setRevealed(rotation.revealed);
      setMessage(undefined);
    } catch (error) {
      explain(error);
    }
  };

  return (
    <Dialog open={open} title={t('fairness.title')} onClose={onClose}>
      <div className={styles.section}>
        <p className={styles.text}>{t('fairness.intro')}</p>
      </div>
      <div className={styles.section}>
        <span className={styles.label}>{t('fairness.commitment')}</span>
        <code className={styles.mono}>{seeds.commitment}</code>
      </div>
      <div className={styles.section}>
        <label className={styles.label} htmlFor={seedId}>
          {t('fairness.clientSeed')}
        </label>
        {editing === undefined ? (
          <div className={styles.row}>
            <code className={`${styles.mono} ${styles.grow}`}>{seeds.client_seed}</code>
            <Button onClick={() => setEditing(seeds.client_seed)}>{t('fairness.edit')}</Button>
          </div>
        ) : (
          <>
            <div className={styles.row}>
              <input
                id={seedId}
                className={styles.input}
                value={editing}
                maxLength={64}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={!seedValid}
                onChange={(event) => setEditing(event.target.value)}
              />
              <Button variant="primary" disabled={!seedValid} onClick={() => void saveSeed()}>
                {t('fairness.save')}
              </Button>
              <Button onClick={() => setEditing(undefined)}>{t('fairness.cancel')}</Button>
            </div>
            <p className={seedValid ? styles.text : styles.error}>{t('fairness.seedRule')}</p>
          </>
        )}
      </div>
      <div className={styles.section}>
        <span className={styles.label}>{t('fairness.nonce')}</span>
        <code className={styles.mono}>{seeds.nonce}</code>
      </div>
      <div className={styles.section}>
        <Button onClick={() => void rotate()}>{t('fairness.rotate')}</Button>
        <p role="status" className={styles.text}>
          {message}
        </p>
        {revealed && (
          <>
            <span className={styles.label}>{t('fairness.revealed')}</span>
            <code className={styles.mono}>{revealed.server_seed}</code>
            <p className={styles.text}>
              {t('fairness.revealedRounds', {
                last: Math.max(0, revealed.next_nonce - 1),
                clientSeed: revealed.client_seed,
              })}
            </p>
          </>
        )}
      </div>
      <div className={styles.section}>
        <p className={styles.text}>{t('fairness.verify')}</p>
        {/* The page around the frame is the site: open the verifier there, not inside the game frame. */}
        <a className={styles.link} href="/provably-fair" target="_top">
          {t('fairness.verifyLink')}
        </a>
      </div>
    </Dialog>
  );
}
