import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import styles from './round-details.module.css';
import type { RoundView } from './round-view';

/**
 * One round opened: its money, and for a studio round the seeds and nonce that drew it with a link that replays it on
 * /provably-fair. Until the player rotates their seeds the server seed stays secret, so the panel says how to reveal it.
 */
export function RoundDetails({ round, id }: { round: RoundView; id: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { fairness } = round;
  return (
    <div id={id} className={styles.details} data-testid="round-details">
      <dl className={styles.facts}>
        <Fact label={t('profile.history.columns.stake')} value={round.stake} />
        <Fact label={t('profile.history.columns.win')} value={round.win} />
        {round.balanceAfter ? (
          <Fact label={t('profile.history.details.balanceAfter')} value={round.balanceAfter} />
        ) : null}
        <Fact
          label={t('profile.history.details.outcome')}
          value={t(`profile.history.details.outcomes.${round.outcome}`)}
        />
      </dl>
      {fairness ? (
        <>
          <dl className={styles.seeds}>
            <Fact label={t('profile.history.details.clientSeed')} value={fairness.client_seed} code />
            <Fact label={t('profile.history.details.nonce')} value={String(fairness.nonce)} code />
            <Fact label={t('profile.history.details.commitment')} value={fairness.commitment} code />
            <Fact
              label={t('profile.history.details.serverSeed')}
              value={fairness.server_seed ?? t('profile.history.details.notRevealed')}
              code={fairness.server_seed !== null}
            />
            {fairness.slot_maths ? (
              <Fact
                label={t('profile.history.details.slotMaths')}
                value={t('profile.history.details.slotMathsValue', fairness.slot_maths)}
              />
            ) : null}
          </dl>
          {round.verifyPath ? (
            <Link
              className={buttonClassName({ size: 'sm' })}
              to={localize(round.verifyPath)}
              data-testid="round-verify"
            >
              {t('profile.history.details.verify')}
            </Link>
          ) : (
            <div className={styles.sealed}>
              <p>{t('profile.history.details.rotateHint')}</p>
              <Link
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                to={localize(`/play/${round.game}`)}
              >
                {t('profile.history.details.openGame')}
              </Link>
            </div>
          )}
        </>
      ) : (
        <p className={styles.note}>{t('profile.history.details.noSeeds')}</p>
      )}
    </div>
  );
}

function Fact({ label, value, code = false }: { label: string; value: string; code?: boolean }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{code ? <code>{value}</code> : value}</dd>
    </div>
  );
}

/** The button that opens and closes a round's details, telling assistive technology which panel it controls. */
export function DetailsToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      data-testid="round-details-toggle"
    >
      {open ? t('profile.history.details.hide') : t('profile.history.details.show')}
    </button>
  );
}
