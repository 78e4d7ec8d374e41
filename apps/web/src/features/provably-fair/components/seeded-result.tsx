import { cardLabel, SCRATCH_PRIZES, TOWER_DIFFICULTIES, type Card, type SeededRound } from '@casino/game-engine';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { useLocale } from '../../../lib/i18n/use-locale';
import { LiveHandResult } from './live-hand-result';
import { MoreButton, PlayingCard } from './playing-card';
import styles from './seeded-result.module.css';
import pageStyles from './provably-fair.module.css';

/**
 * A round of a game with decisions (or a table game), as its seeds fix it: the shoe in dealing order, the dice in
 * rolling order, the hi-lo cards and tower traps every decision would meet, a wheel's and scratch card's outcome, or
 * a live blackjack seat's deal and own cards.
 */
export function SeededResult({ round, onShowMore }: { round: SeededRound; onShowMore: () => void }) {
  switch (round.view) {
    case 'deck':
      return <ShoeOrder round={round} onShowMore={onShowMore} />;
    case 'dice':
      return <DiceOrder round={round} onShowMore={onShowMore} />;
    case 'hi-lo':
      return <HiLoCards round={round} onShowMore={onShowMore} />;
    case 'tower':
      return <TowerTraps round={round} />;
    case 'wheel':
      return <WheelSegment round={round} />;
    case 'scratch':
      return <ScratchCard round={round} />;
    case 'live-hand':
      return <LiveHandResult order={round.order} onShowMore={onShowMore} />;
  }
}

function ShoeOrder({ round, onShowMore }: { round: Extract<SeededRound, { view: 'deck' }>; onShowMore: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={pageStyles.outcome} data-testid="fair-shoe">
      {round.baccarat ? <BaccaratHands hands={round.baccarat} /> : null}
      <h3 className={pageStyles.drawsTitle}>{t('provablyFair.shoeTitle')}</h3>
      <p className={pageStyles.note}>{t(`provablyFair.deckHints.${round.game}`)}</p>
      <ol className={styles.shoe}>
        {round.cards.map((card, index) => {
          const role = round.roles[index];
          return (
            <li key={index} className={styles.slot} data-testid="fair-shoe-card" data-card={cardLabel(card)}>
              <span className={styles.position}>{index + 1}</span>
              <PlayingCard card={card} />
              <span className={styles.role}>
                {role ? t(`provablyFair.roles.${role}`) : t('provablyFair.roles.next')}
              </span>
            </li>
          );
        })}
      </ol>
      <p className={pageStyles.note}>
        {t('provablyFair.shoeSize', { decks: round.decks, shown: round.cards.length, cards: round.size })}
      </p>
      {round.cards.length < round.size ? <MoreButton onShowMore={onShowMore} /> : null}
    </div>
  );
}

function BaccaratHands({ hands }: { hands: NonNullable<Extract<SeededRound, { view: 'deck' }>['baccarat']> }) {
  const { t } = useTranslation();
  const hand = (side: 'player' | 'banker', cards: readonly Card[], total: number) => (
    <div className={styles.hand} data-testid={`fair-baccarat-${side}`}>
      <dt>{t(`provablyFair.roles.${side}`)}</dt>
      <dd>
        <span className={styles.handCards}>
          {cards.map((card, index) => (
            <PlayingCard key={index} card={card} />
          ))}
        </span>
        <span className={styles.total}>{t('provablyFair.total', { total })}</span>
      </dd>
    </div>
  );
  return (
    <dl className={styles.hands}>
      {hand('player', hands.player, hands.playerTotal)}
      {hand('banker', hands.banker, hands.bankerTotal)}
      <div className={styles.hand}>
        <dt>{t('provablyFair.winner')}</dt>
        <dd className={styles.winner} data-testid="fair-baccarat-winner">
          {t(`provablyFair.winners.${hands.winner}`)}
        </dd>
      </div>
    </dl>
  );
}

function DiceOrder({ round, onShowMore }: { round: Extract<SeededRound, { view: 'dice' }>; onShowMore: () => void }) {
  const { t } = useTranslation();
  const rolls = Array.from({ length: round.dice.length / round.dicePerRoll }, (_, roll) =>
    round.dice.slice(roll * round.dicePerRoll, (roll + 1) * round.dicePerRoll),
  );
  return (
    <div className={pageStyles.outcome}>
      <h3 className={pageStyles.drawsTitle}>{t('provablyFair.diceTitle')}</h3>
      <p className={pageStyles.note}>{t(`provablyFair.diceHints.${round.game}`)}</p>
      <ol className={styles.rolls} data-testid="fair-dice">
        {rolls.map((dice, roll) => (
          <li key={roll} className={styles.roll}>
            <span className={styles.position}>{t('provablyFair.rollNumber', { roll: roll + 1 })}</span>
            <span className={styles.dice}>
              {dice.map((face, index) => (
                <span key={index} className={styles.die} data-testid="fair-die">
                  {face}
                </span>
              ))}
            </span>
            <span className={styles.role}>
              {t('provablyFair.total', { total: dice.reduce((sum, face) => sum + face, 0) })}
            </span>
          </li>
        ))}
      </ol>
      <MoreButton onShowMore={onShowMore} />
    </div>
  );
}

function HiLoCards({ round, onShowMore }: { round: Extract<SeededRound, { view: 'hi-lo' }>; onShowMore: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={pageStyles.outcome}>
      <h3 className={pageStyles.drawsTitle}>{t('provablyFair.hiLoTitle')}</h3>
      <p className={pageStyles.note}>{t('provablyFair.hiLoHint')}</p>
      <ol className={styles.shoe}>
        {round.cards.map((card, index) => (
          <li key={index} className={styles.slot} data-testid="fair-hi-lo-card" data-card={cardLabel(card as Card)}>
            <span className={styles.position}>{index + 1}</span>
            <PlayingCard card={card as Card} />
            <span className={styles.role}>
              {index === 0 ? t('provablyFair.hiLoFirst') : t('provablyFair.hiLoGuess', { guess: index })}
            </span>
          </li>
        ))}
      </ol>
      <MoreButton onShowMore={onShowMore} />
    </div>
  );
}

function TowerTraps({ round }: { round: Extract<SeededRound, { view: 'tower' }> }) {
  const { t } = useTranslation();
  const width = TOWER_DIFFICULTIES[round.difficulty].tiles;
  // Drawn bottom up; shown as the tower stands, top floor first.
  const floors = round.traps.map((traps, floor) => ({ traps, floor })).reverse();
  return (
    <div className={pageStyles.outcome}>
      <h3 className={pageStyles.drawsTitle}>{t('provablyFair.towerTitle')}</h3>
      <p className={pageStyles.note}>{t('provablyFair.towerHint')}</p>
      <ol className={styles.tower} data-testid="fair-tower">
        {floors.map(({ traps, floor }) => (
          <li key={floor} className={styles.floor} data-testid="fair-tower-floor" data-traps={traps.join(',')}>
            <span className={styles.position}>{t('provablyFair.floor', { floor: floor + 1 })}</span>
            {Array.from({ length: width }, (_, tile) => {
              const trap = traps.includes(tile);
              return (
                <span key={tile} className={`${pageStyles.tile} ${styles.towerTile}`} data-mine={trap || undefined}>
                  <span aria-hidden="true">{trap ? '✹' : ''}</span>
                  <VisuallyHidden>
                    {t('provablyFair.tile', { tile: tile + 1 })}:{' '}
                    {trap ? t('provablyFair.trap') : t('provablyFair.safe')}
                  </VisuallyHidden>
                </span>
              );
            })}
          </li>
        ))}
      </ol>
    </div>
  );
}

function useTimes() {
  const locale = useLocale();
  return (value: number) => `×${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)}`;
}

function WheelSegment({ round }: { round: Extract<SeededRound, { view: 'wheel' }> }) {
  const { t } = useTranslation();
  const times = useTimes();
  return (
    <dl className={pageStyles.facts}>
      <div className={pageStyles.fact}>
        <dt>{t('provablyFair.segment')}</dt>
        <dd data-testid="fair-wheel-segment">{round.segment}</dd>
      </div>
      <div className={pageStyles.fact}>
        <dt>{t('provablyFair.payout')}</dt>
        <dd data-testid="fair-wheel-payout">{times(round.multiplier)}</dd>
      </div>
    </dl>
  );
}

function ScratchCard({ round }: { round: Extract<SeededRound, { view: 'scratch' }> }) {
  const { t } = useTranslation();
  const times = useTimes();
  return (
    <div className={pageStyles.outcome}>
      <h3 className={pageStyles.drawsTitle}>{t('provablyFair.scratchTitle')}</h3>
      <ol className={styles.scratch} data-testid="fair-scratch">
        {round.tiles.map((symbol, index) => (
          <li
            key={index}
            className={`${pageStyles.tile} ${symbol === round.prize ? styles.prize : ''}`}
            data-prize={symbol === round.prize || undefined}
          >
            {times(SCRATCH_PRIZES[symbol]!.multiplier)}
          </li>
        ))}
      </ol>
      <dl className={pageStyles.facts}>
        <div className={pageStyles.fact}>
          <dt>{t('provablyFair.payout')}</dt>
          <dd data-testid="fair-scratch-payout">{times(round.multiplier)}</dd>
        </div>
      </dl>
    </div>
  );
}
