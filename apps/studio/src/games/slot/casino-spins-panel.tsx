import type { StudioFreespins } from '@casino/contracts';
import { Button } from '../../components/ui/button';
import { useMoney } from '../../features/chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import styles from './slot.module.css';

/** The casino's free spins once the last has been played: what they won, now the player's as bonus money. */
export type EndedSpins = { readonly title: string; readonly winnings: number };

type CasinoSpinsPanelProps =
  | { readonly spins: StudioFreespins; readonly ended?: undefined; readonly onDone?: undefined }
  | { readonly spins?: undefined; readonly ended: EndedSpins; readonly onDone: () => void };

/**
 * In place of the bet selector while the casino's free spins play (docs/bonuses.md, "Free spins in the studio"):
 * the gift's name, the spins left, the bet each one plays and what they have won so far. Once they are over it says
 * what they won and hands the bet back.
 */
export function CasinoSpinsPanel({ spins, ended, onDone }: CasinoSpinsPanelProps) {
  const { t } = useI18n();
  const { amount } = useMoney();
  if (ended) {
    return (
      <section className={styles.casinoSpins} aria-labelledby="casino-spins-title" data-casino-spins="ended">
        <h2 id="casino-spins-title" className={styles.casinoSpinsTitle}>
          {t('slot.casinoSpinsOver')}
        </h2>
        <p className={styles.casinoSpinsLine} role="status">
          {ended.winnings > 0
            ? t('slot.casinoSpinsWon', { amount: amount(ended.winnings) })
            : t('slot.casinoSpinsNoWin')}
        </p>
        <Button variant="default" block onClick={onDone}>
          {t('slot.casinoSpinsBack')}
        </Button>
      </section>
    );
  }
  const left = spins.total - spins.performed;
  return (
    <section className={styles.casinoSpins} aria-labelledby="casino-spins-title" data-casino-spins="active">
      <span className={styles.betLabel}>{t('slot.casinoSpins')}</span>
      <h2 id="casino-spins-title" className={styles.casinoSpinsTitle}>
        {spins.title}
      </h2>
      <p className={styles.casinoSpinsCount} aria-live="polite">
        {t('slot.casinoSpinsLeft', { left, total: spins.total })}
      </p>
      <p className={styles.casinoSpinsLine}>
        {t('slot.casinoSpinsBet', { amount: amount(spins.bet) })}
        {spins.winnings > 0 ? ` · ${t('slot.casinoSpinsSoFar', { amount: amount(spins.winnings) })}` : null}
      </p>
    </section>
  );
}
