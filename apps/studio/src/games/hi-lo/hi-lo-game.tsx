import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import type { MessageKey } from '../../lib/i18n/i18n';
import { useI18n } from '../../lib/i18n/i18n-context';
import { readView } from '../shared/params';
import { Stat, Stats } from '../shared/stat';
import {
  buildHiLoAction,
  canTake,
  guessChancePercent,
  hiLoViewSchema,
  isRedSuit,
  rankLabel,
  SUIT_SYMBOL,
} from './hi-lo-choice';
import type { HiLoAction, HiLoCard } from './hi-lo-choice';
import styles from './hi-lo.module.css';
import { PlayingCard } from './playing-card';
import { formatPercent } from '../../lib/i18n/percent';

const DEAL_MS = 300;
const RANK_NAMES: Partial<Record<number, MessageKey>> = {
  1: 'hiLo.rank1',
  11: 'hiLo.rank11',
  12: 'hiLo.rank12',
  13: 'hiLo.rank13',
};

export function HiLoGame() {
  const { t, locale } = useI18n();
  const { round, busy, play, act } = useGame();
  const { multiplier } = useMoney();
  const view = readView(round, 'hi-lo', hiLoViewSchema);
  const open = round?.status === 'open' && view !== undefined;
  const current = view?.cards.at(-1);
  const cardName = (card: HiLoCard) => {
    const rankKey = RANK_NAMES[card.rank];
    return t('hiLo.card', { rank: rankKey ? t(rankKey) : String(card.rank), suit: t(`hiLo.${card.suit}`) });
  };
  const take = (action: HiLoAction) => {
    const step = buildHiLoAction(action);
    void act(step.action, step.details, DEAL_MS);
  };

  const stage = (
    <div className={styles.table}>
      {current ? (
        <PlayingCard
          key={`${round?.id}-${view?.cards.length}`}
          card={current}
          label={`${t('hiLo.current')}: ${cardName(current)}`}
          lost={view?.lost}
        />
      ) : (
        <PlayingCard card={{ rank: 1, suit: 'spades' }} label={t('hiLo.deal')} />
      )}
      {view && view.cards.length > 1 && (
        <ol className={styles.trail} aria-label={t('hiLo.history')}>
          {view.cards.slice(0, -1).map((card, index) => (
            <li
              key={index}
              className={`${styles.mini} ${isRedSuit(card.suit) ? styles.red : ''}`}
              aria-label={cardName(card)}
            >
              {rankLabel(card.rank)}
              {SUIT_SYMBOL[card.suit]}
            </li>
          ))}
        </ol>
      )}
      {view?.lost && <span role="status">{t('hiLo.wrong')}</span>}
    </div>
  );

  const guesses = open && current && (
    <div className={styles.guesses}>
      {(['higher', 'lower'] as const).map((guess) => {
        const pays = guess === 'higher' ? view.higher_multiplier : view.lower_multiplier;
        return (
          <Button
            key={guess}
            className={styles.guess}
            disabled={!canTake(guess, round.actions, busy)}
            onClick={() => take(guess)}
          >
            <span>
              {guess === 'higher' ? '▲' : '▼'} {t(guess === 'higher' ? 'hiLo.higher' : 'hiLo.lower')}
            </span>
            <small>
              {formatPercent(locale, guessChancePercent(current.rank, guess))}
              {pays ? ` · ${multiplier(pays)}` : ''}
            </small>
          </Button>
        );
      })}
    </div>
  );

  const controls = (
    <>
      {guesses}
      {view && (
        <Stats>
          <Stat label={t('mines.current')} value={multiplier(view.multiplier)} />
        </Stats>
      )}
    </>
  );

  const action = open ? (
    <Button variant="success" block disabled={!canTake('cashout', round.actions, busy)} onClick={() => take('cashout')}>
      {t('hiLo.cashOut', { amount: multiplier(view.multiplier) })}
    </Button>
  ) : (
    <Button variant="primary" block disabled={busy} onClick={() => void play({}, DEAL_MS)}>
      {t('hiLo.deal')}
    </Button>
  );

  return <GameLayout stage={stage} controls={controls} action={action} stakeLocked={open} />;
}
