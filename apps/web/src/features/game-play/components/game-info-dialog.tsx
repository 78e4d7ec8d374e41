import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { formatNumber } from '../../../lib/i18n/format';
import { useLocale, useLocalizedPath } from '../../../lib/i18n/use-locale';
import type { PlayableGame } from '../api/get-game';
import { formatPercentString, volatilityLevel, type VolatilityLevel } from '../utils/game-facts';
import styles from './game-player.module.css';

type GameInfoDialogProps = { game: PlayableGame; providerTitle: string; onClose: () => void };

/**
 * What a player may want to know before the first bet (RTS 3): the exact theoretical RTP, hit rate, volatility,
 * lines or ways and the provider. A fact the catalogue does not publish is left out, never guessed.
 */
export function GameInfoDialog({ game, providerTitle, onClose }: GameInfoDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const volatility: Record<VolatilityLevel, string> = {
    low: t('play.volatility.low'),
    'low-medium': t('play.volatility.lowMedium'),
    medium: t('play.volatility.medium'),
    'medium-high': t('play.volatility.mediumHigh'),
    high: t('play.volatility.high'),
    'very-high': t('play.volatility.veryHigh'),
  };
  const level = volatilityLevel(game.volatility_rating);
  const facts: [string, string | null][] = [
    [t('play.facts.rtp'), formatPercentString(game.payout, locale)],
    [t('play.facts.hitRate'), formatPercentString(game.hit_rate, locale)],
    [t('play.facts.volatility'), level ? volatility[level] : null],
    [t('play.facts.lines'), game.lines ? formatNumber(game.lines, locale) : null],
    [t('play.facts.ways'), game.ways ? formatNumber(game.ways, locale) : null],
    [t('play.facts.provider'), providerTitle],
  ];

  return (
    <Modal title={t('play.infoTitle', { title: game.title })} closeLabel={t('play.infoClose')} onClose={onClose}>
      <dl className={styles.facts}>
        {facts.map(([label, value]) =>
          value ? (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <p className={styles.factNote}>{t('play.rtpNote')}</p>
      <p className={styles.factNote}>{t('play.rulesNote')}</p>
      <p className={styles.factNote}>
        {t('play.verifyText')}{' '}
        <Link to={localize('/provably-fair')} className={styles.factLink}>
          {t('play.verifyLink')}
        </Link>
      </p>
    </Modal>
  );
}
