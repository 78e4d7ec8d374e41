import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { Paytable } from '../shared/paytable';
import { readView } from '../shared/params';
import { cardName } from '../shared-table/cards';
import { PlayingCard } from '../shared-table/playing-card';
import { RED_DOG_PAYTABLE, redDogViewSchema, tableCards, THREE_OF_A_KIND_PAYS } from './red-dog-view';
import styles from './red-dog.module.css';

const DEAL_MS = 700;
const DRAW_MS = 600;

export function RedDogGame() {
  const { t } = useI18n();
  const { round, busy, revealed, play, act } = useGame();
  const view = readView(round, 'red-dog', redDogViewSchema);
  const deciding = round?.status === 'open' && view?.phase === 'spread';
  const cards = view ? tableCards(view) : undefined;
  const settled = view?.phase === 'settled' && revealed;

  const status = !view
    ? t('redDog.arc')
    : deciding
      ? t('redDog.spread', { spread: view.spread ?? 0, pays: view.pays ?? 0 })
      : settled && view.result
        ? t(`redDog.result.${view.result}`)
        : '';

  const stage = (
    <div className={styles.table}>
      <div
        className={styles.cards}
        aria-label={view ? view.cards.map((card) => cardName(card, t)).join(', ') : undefined}
      >
        {cards ? (
          <PlayingCard key={`${round?.id}-first`} card={cards.first} dealIndex={0} />
        ) : (
          <span className={styles.slot} />
        )}
        {cards && cards.middle !== 'empty' ? (
          <PlayingCard
            key={`${round?.id}-middle-${cards.middle === 'face-down' ? 'down' : 'up'}`}
            card={cards.middle === 'face-down' ? undefined : cards.middle}
            dealIndex={cards.middle === 'face-down' ? 2 : 0}
            className={styles.middle}
          />
        ) : (
          <span className={`${styles.slot} ${styles.middle}`} />
        )}
        {cards ? (
          <PlayingCard key={`${round?.id}-second`} card={cards.second} dealIndex={1} />
        ) : (
          <span className={styles.slot} />
        )}
      </div>
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
    </div>
  );

  return (
    <GameLayout
      stage={stage}
      stakeLocked={deciding}
      paytable={
        <Paytable
          headings={[t('redDog.spreadColumn'), t('rules.pays')]}
          rows={[
            ...RED_DOG_PAYTABLE.map(([spread, pays]) => [spread, t('tables.toOne', { pays })]),
            [t('redDog.threeOfAKind'), t('tables.toOne', { pays: THREE_OF_A_KIND_PAYS })],
          ]}
        />
      }
      action={
        deciding ? (
          <div className={styles.actions}>
            <Button
              disabled={busy || !revealed || !round.actions.includes('stand')}
              onClick={() => void act('stand', {}, DRAW_MS)}
            >
              {t('redDog.stand')}
            </Button>
            <Button
              variant="gold"
              disabled={busy || !revealed || !round.actions.includes('raise')}
              onClick={() => void act('raise', {}, DRAW_MS)}
            >
              {t('redDog.raise')}
            </Button>
          </div>
        ) : (
          <Button variant="primary" block disabled={busy} onClick={() => void play({}, DEAL_MS)}>
            {t('baccarat.deal')}
          </Button>
        )
      }
    />
  );
}
