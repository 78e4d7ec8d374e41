import { MINES_TILES } from '@casino/game-engine';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { GameChoices, RoulettePocket, RoundOutcome, VerifiedRound } from '../verify-round';
import { Fact } from './fact';
import styles from './provably-fair.module.css';
import { SeededResult } from './seeded-result';

/** Draws listed in full up to this many; a keno round makes ten, a long mines board up to 24. */
const SHOWN_DRAWS = 12;

export function RoundResult({
  round,
  choices,
  onShowMore,
}: {
  round: VerifiedRound;
  choices: GameChoices | undefined;
  onShowMore: () => void;
}) {
  const { t } = useTranslation();
  const hidden = round.draws.length - SHOWN_DRAWS;
  if ('seeded' in round.outcome) {
    return (
      <div className={styles.round} data-game={round.outcome.game}>
        <SeededResult round={round.outcome.seeded} onShowMore={onShowMore} />
      </div>
    );
  }
  return (
    <div className={styles.round} data-game={round.outcome.game}>
      <Outcome outcome={round.outcome} choices={choices} />
      <div className={styles.draws}>
        <h3 className={styles.drawsTitle}>{t('provablyFair.drawsTitle')}</h3>
        <p className={styles.note}>{t('provablyFair.drawsHint')}</p>
        <ol className={styles.drawList} data-testid="fair-draws">
          {round.draws.slice(0, SHOWN_DRAWS).map((draw, index) => (
            <li key={index}>
              <code>
                nextInt({draw.max}) = {draw.value}
              </code>
            </li>
          ))}
        </ol>
        {hidden > 0 ? <p className={styles.note}>{t('provablyFair.more', { count: hidden })}</p> : null}
        {round.usage ? <p className={styles.note}>{t('provablyFair.usage', round.usage)}</p> : null}
      </div>
    </div>
  );
}

type InstantOutcome = Exclude<RoundOutcome, { seeded: unknown }>;

function Outcome({ outcome, choices }: { outcome: InstantOutcome; choices: GameChoices | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const decimal = (value: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const times = (value: number) => `×${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(value)}`;

  switch (outcome.game) {
    case 'dice':
      return (
        <dl className={styles.facts}>
          <Fact label={t('provablyFair.roll')} value={decimal(outcome.rollHundredths / 100)} testId="fair-dice-roll" />
          <Fact
            label={t('provablyFair.outcome')}
            value={outcome.won ? t('provablyFair.won') : t('provablyFair.lost')}
          />
          <Fact label={t('provablyFair.payout')} value={times(outcome.won ? outcome.multiplier : 0)} />
        </dl>
      );
    case 'limbo':
      return (
        <dl className={styles.facts}>
          <Fact label={t('provablyFair.limboResult')} value={times(outcome.resultHundredths / 100)} />
        </dl>
      );
    case 'crash':
      return (
        <dl className={styles.facts}>
          <Fact
            label={t('provablyFair.crashPoint')}
            value={times(outcome.crashPointHundredths / 100)}
            testId="fair-crash-point"
          />
        </dl>
      );
    case 'coin-flip':
      return (
        <dl className={styles.facts}>
          <Fact label={t('provablyFair.side')} value={t(`provablyFair.${outcome.side}`)} />
        </dl>
      );
    case 'roulette':
      return (
        <div className={styles.pocketRow}>
          <PocketChip pocket={outcome} />
          <dl className={styles.facts}>
            <Fact label={t('provablyFair.pocket')} value={outcome.label} testId="fair-roulette-pocket" />
            <Fact
              label={t('provablyFair.colour')}
              value={t(`provablyFair.colours.${outcome.colour}`)}
              testId="fair-roulette-colour"
            />
          </dl>
        </div>
      );
    case 'double-ball-roulette': {
      const [first, second] = outcome.balls;
      const named = (ball: RoulettePocket) => `${ball.label} ${t(`provablyFair.colours.${ball.colour}`)}`;
      return (
        <div className={styles.pocketRow}>
          <PocketChip pocket={first} />
          <PocketChip pocket={second} />
          <dl className={styles.facts}>
            <Fact label={t('provablyFair.firstBall')} value={named(first)} testId="fair-first-ball" />
            <Fact label={t('provablyFair.secondBall')} value={named(second)} testId="fair-second-ball" />
          </dl>
        </div>
      );
    }
    case 'keno':
      return (
        <div className={styles.outcome}>
          <h3 className={styles.drawsTitle}>{t('provablyFair.drawn')}</h3>
          <ol className={styles.balls} data-testid="fair-keno-drawn">
            {outcome.drawn.map((number) => {
              const hit = choices?.kenoPicks.includes(number) ?? false;
              return (
                <li key={number} className={styles.ball} data-hit={hit || undefined}>
                  {number}
                  {hit ? <VisuallyHidden> ({t('provablyFair.hit')})</VisuallyHidden> : null}
                </li>
              );
            })}
          </ol>
          {outcome.hits !== null && outcome.multiplier !== null ? (
            <dl className={styles.facts}>
              <Fact label={t('provablyFair.hits')} value={String(outcome.hits)} />
              <Fact label={t('provablyFair.payout')} value={times(outcome.multiplier)} />
            </dl>
          ) : null}
        </div>
      );
    case 'mines':
      return (
        <div className={styles.outcome}>
          <dl className={styles.facts}>
            <Fact
              label={t('provablyFair.mineTiles')}
              value={outcome.mineTiles.map((tile) => tile + 1).join(', ')}
              testId="fair-mine-tiles"
            />
          </dl>
          <ul className={styles.board} aria-label={t('provablyFair.board')}>
            {Array.from({ length: MINES_TILES }, (_, tile) => {
              const mine = outcome.mineTiles.includes(tile);
              return (
                <li key={tile} className={styles.tile} data-mine={mine || undefined}>
                  <span aria-hidden="true">{mine ? '✹' : ''}</span>
                  <VisuallyHidden>
                    {t('provablyFair.tile', { tile: tile + 1 })}:{' '}
                    {mine ? t('provablyFair.mine') : t('provablyFair.safe')}
                  </VisuallyHidden>
                </li>
              );
            })}
          </ul>
        </div>
      );
    case 'pegfall':
      return (
        <div className={styles.outcome}>
          <h3 className={styles.drawsTitle}>{t('provablyFair.path')}</h3>
          <ol className={styles.path}>
            {outcome.path.map((right, row) => (
              <li key={row} className={styles.step} data-right={right || undefined}>
                <span aria-hidden="true">{right ? '↘' : '↙'}</span>
                <VisuallyHidden>{right ? t('provablyFair.right') : t('provablyFair.left')}</VisuallyHidden>
              </li>
            ))}
          </ol>
          <dl className={styles.facts}>
            <Fact label={t('provablyFair.slot')} value={String(outcome.bucket)} testId="fair-pegfall-slot" />
            <Fact label={t('provablyFair.payout')} value={times(outcome.multiplier)} />
          </dl>
        </div>
      );
  }
}

/** A roulette pocket in its colour; its number and colour are also given in words beside it. */
function PocketChip({ pocket }: { pocket: RoulettePocket }) {
  return (
    <span className={styles.pocket} data-colour={pocket.colour} aria-hidden="true">
      {pocket.label}
    </span>
  );
}
