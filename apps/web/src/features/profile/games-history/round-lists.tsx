import { Fragment, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import styles from './games-history.module.css';
import { DetailsToggle, RoundDetails } from './round-details';
import type { RoundView } from './round-view';

type ListProps = { rounds: readonly RoundView[]; className: string | undefined };

/** Which rounds are open; each list keeps its own, as only one of them is on screen at a time. */
function useOpenRounds() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: number) => open.has(id), toggle };
}

function StatusBadge({ finished }: { finished: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.status} ${finished ? styles.finished : styles.open}`}>
      {finished ? t('profile.history.status.finished') : t('profile.history.status.unfinished')}
    </span>
  );
}

function GameLink({ round }: { round: RoundView }) {
  const localize = useLocalizedPath();
  return (
    <Link className={styles.game} to={localize(`/play/${round.game}`)}>
      {round.title}
    </Link>
  );
}

/** Wide screens: a real table, its headers naming every column for screen readers. */
export function RoundsTable({ rounds, className }: ListProps) {
  const { t } = useTranslation();
  const { isOpen, toggle } = useOpenRounds();
  return (
    <div className={`${styles.tableFrame} ${className ?? ''}`}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('profile.history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('profile.history.columns.date')}</th>
            <th scope="col">{t('profile.history.columns.game')}</th>
            <th scope="col" className={styles.number}>
              {t('profile.history.columns.stake')}
            </th>
            <th scope="col" className={styles.number}>
              {t('profile.history.columns.win')}
            </th>
            <th scope="col" className={styles.number}>
              {t('profile.history.columns.result')}
            </th>
            <th scope="col">{t('profile.history.columns.status')}</th>
            <th scope="col">
              <VisuallyHidden>{t('profile.history.details.title')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <Fragment key={round.id}>
              <tr>
                <td className={styles.when}>
                  <time dateTime={round.createdAt}>{round.when}</time>
                </td>
                <td>
                  <GameLink round={round} />
                </td>
                <td className={styles.number}>{round.stake}</td>
                <td className={styles.number}>{round.win}</td>
                <td className={`${styles.number} ${styles.net} ${styles[round.outcome]}`}>{round.net}</td>
                <td>
                  <StatusBadge finished={round.finished} />
                </td>
                <td>
                  <DetailsToggle
                    open={isOpen(round.id)}
                    controls={`round-table-${round.id}`}
                    onToggle={() => toggle(round.id)}
                  />
                </td>
              </tr>
              {isOpen(round.id) ? (
                <tr className={styles.detailsRow}>
                  <td colSpan={7}>
                    <RoundDetails round={round} id={`round-table-${round.id}`} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per round, each figure labelled by a term. */
export function RoundCards({ rounds, className }: ListProps) {
  const { t } = useTranslation();
  const { isOpen, toggle } = useOpenRounds();
  return (
    <ul className={`${styles.cards} ${className ?? ''}`} aria-label={t('profile.history.caption')}>
      {rounds.map((round) => (
        <li key={round.id} className={styles.card}>
          <div className={styles.cardHead}>
            <GameLink round={round} />
            <StatusBadge finished={round.finished} />
          </div>
          <time className={styles.when} dateTime={round.createdAt}>
            {round.when}
          </time>
          <dl className={styles.figures}>
            <div>
              <dt>{t('profile.history.columns.stake')}</dt>
              <dd>{round.stake}</dd>
            </div>
            <div>
              <dt>{t('profile.history.columns.win')}</dt>
              <dd>{round.win}</dd>
            </div>
            <div>
              <dt>{t('profile.history.columns.result')}</dt>
              <dd className={`${styles.net} ${styles[round.outcome]}`}>{round.net}</dd>
            </div>
          </dl>
          <DetailsToggle
            open={isOpen(round.id)}
            controls={`round-card-${round.id}`}
            onToggle={() => toggle(round.id)}
          />
          {isOpen(round.id) ? <RoundDetails round={round} id={`round-card-${round.id}`} /> : null}
        </li>
      ))}
    </ul>
  );
}
