import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { useRandomGame } from '../api/get-random-game';
import { gamePlayPath } from '../utils/paths';
import styles from './promo-card.module.css';

type RandomGameCardProps = { category?: string };

/** "Feeling lucky?": asks the server for a random game of this category and opens it. */
export function RandomGameCard({ category }: RandomGameCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const randomGame = useRandomGame(category);

  const pickGame = () => {
    randomGame.mutate(undefined, {
      onSuccess: (game) => {
        if (game) void navigate(localize(gamePlayPath(game, 'real')));
      },
    });
  };
  const failed = randomGame.isError || (randomGame.isSuccess && randomGame.data === null);

  return (
    <section className={`${styles.card} ${styles.random}`} aria-labelledby="random-card-title" data-card="random">
      <div className={styles.face}>
        <RandomArt />
        <h2 id="random-card-title" className={styles.title}>
          {t('random.title')}
        </h2>
        <p className={styles.text}>{t('random.text')}</p>
        <Button className={styles.action} size="sm" variant="gold" onClick={pickGame} disabled={randomGame.isPending}>
          {randomGame.isPending ? <Spinner size={14} /> : <Icon name="dice" size={16} />}
          {randomGame.isPending ? t('random.loading') : t('random.cta')}
        </Button>
        {failed ? (
          <p className={styles.error} role="alert">
            {t('random.error')}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** Two tumbling dice drawn in SVG, so the card needs no image request. */
function RandomArt() {
  return (
    <svg className={styles.art} viewBox="0 0 300 400" preserveAspectRatio="xMidYMin slice" aria-hidden="true">
      <defs>
        <linearGradient id="dice-face" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e9d5ff" />
        </linearGradient>
      </defs>
      <circle cx="150" cy="100" r="88" fill="rgb(255 255 255 / 0.06)" />
      <g transform="translate(84 36) rotate(-14 48 48)">
        <rect width="96" height="96" rx="22" fill="url(#dice-face)" />
        <g fill="#6d28d9">
          <circle cx="26" cy="26" r="9" />
          <circle cx="70" cy="26" r="9" />
          <circle cx="48" cy="48" r="9" />
          <circle cx="26" cy="70" r="9" />
          <circle cx="70" cy="70" r="9" />
        </g>
      </g>
      <g transform="translate(168 96) rotate(18 32 32)">
        <rect width="64" height="64" rx="15" fill="#f0abfc" />
        <g fill="#701a75">
          <circle cx="18" cy="18" r="6.5" />
          <circle cx="46" cy="46" r="6.5" />
        </g>
      </g>
      <g fill="#fde68a">
        <path d="M48 50l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
        <path d="M252 34l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
      </g>
    </svg>
  );
}
