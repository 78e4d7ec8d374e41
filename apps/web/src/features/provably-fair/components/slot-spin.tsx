import type { Position, SlotDefinition } from '@casino/game-engine';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { VisuallyHidden, visuallyHiddenClassName } from '../../../components/ui/visually-hidden';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { SlotSpinReading, SlotWinReading } from '../verify-slot-round';
import { Fact } from './fact';
import styles from './provably-fair.module.css';
import slotStyles from './slot-result.module.css';

type SymbolKind = 'wild' | 'scatter' | 'paying';

const kindOf = (definition: SlotDefinition, symbol: string): SymbolKind =>
  symbol === definition.wild.symbol ? 'wild' : symbol === definition.scatter.symbol ? 'scatter' : 'paying';

const cellKey = ([reel, row]: Position) => `${reel}:${row}`;

/** One spin of a slot round: its grid as a table (reels across, rows down, each reel's stop below) and its pays. */
export function SlotSpin({
  spin,
  index,
  definition,
}: {
  spin: SlotSpinReading;
  index: number;
  definition: SlotDefinition;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const title =
    spin.kind === 'paid'
      ? t('provablyFair.videoSlot.paidSpin')
      : t('provablyFair.videoSlot.freeSpin', { number: index });
  // Cells a pay is made of, and the scatters when they paid or awarded spins: marked by a sign and in words too.
  const scatterCounts = spin.scatter.coins > 0 || spin.freeSpinsAwarded > 0;
  const cascades = spin.cascades;
  const winningOf = (wins: readonly SlotWinReading[], last: boolean) =>
    new Set([
      ...wins.flatMap((win) => win.positions.map(cellKey)),
      ...(last && scatterCounts ? spin.scatter.positions.map(cellKey) : []),
    ]);

  return (
    <li className={slotStyles.spin} data-testid="fair-slot-spin" data-kind={spin.kind}>
      <h3 className={styles.drawsTitle}>{title}</h3>
      <GridTable
        grid={spin.grid}
        stops={spin.stops}
        caption={t('provablyFair.videoSlot.gridCaption', { spin: title })}
        winning={winningOf(spin.wins, cascades.length === 0)}
        held={new Set(spin.held.map(cellKey))}
        definition={definition}
      />
      {cascades.map((cascade, at) => {
        const heading = t('provablyFair.videoSlot.cascade', {
          step: cascade.step,
          multiplier: number(cascade.multiplier),
        });
        return (
          <div key={cascade.step} data-testid="fair-slot-cascade">
            <h4 className={slotStyles.cascadeTitle}>{heading}</h4>
            <GridTable
              grid={cascade.grid}
              caption={t('provablyFair.videoSlot.gridCaption', { spin: `${title}, ${heading}` })}
              winning={winningOf(cascade.wins, at === cascades.length - 1)}
              definition={definition}
            />
          </div>
        );
      })}
      <dl className={`${styles.facts} ${slotStyles.spinFacts}`}>
        {/* A paid spin is never multiplied: the multiplier is the free spins' feature. */}
        {spin.kind === 'free' ? (
          <Fact label={t('provablyFair.videoSlot.multiplier')} value={`×${number(spin.multiplier)}`} />
        ) : null}
        {spin.freeSpinsAwarded > 0 ? (
          <Fact label={t('provablyFair.videoSlot.awarded')} value={number(spin.freeSpinsAwarded)} />
        ) : null}
        <Fact label={t('provablyFair.videoSlot.spinWin')} value={number(spin.coins)} />
      </dl>
      <Pays spin={spin} title={title} scatterCounts={scatterCounts} definition={definition} />
    </li>
  );
}

/** A grid as a table: reels across, rows down, each reel's stop below when given (a cascade's grid has none). */
function GridTable({
  grid,
  stops,
  caption,
  winning,
  held = new Set(),
  definition,
}: {
  grid: readonly (readonly string[])[];
  stops?: readonly number[];
  caption: string;
  winning: ReadonlySet<string>;
  /** Sticky wilds held from the spins before (a cascade's grid has none: the two features never meet). */
  held?: ReadonlySet<string>;
  definition: SlotDefinition;
}) {
  const { t } = useTranslation();
  const rows = grid[0]?.length ?? 0;
  return (
    <div className={slotStyles.gridScroll}>
      <table className={slotStyles.grid} data-testid="fair-slot-grid">
        <caption className={visuallyHiddenClassName}>{caption}</caption>
        <thead>
          <tr>
            <td />
            {grid.map((_, reel) => (
              <th key={reel} scope="col">
                <VisuallyHidden>{t('provablyFair.videoSlot.reel', { reel: reel + 1 })}</VisuallyHidden>
                <span aria-hidden="true">{reel + 1}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              <th scope="row">
                <VisuallyHidden>{t('provablyFair.videoSlot.row', { row: row + 1 })}</VisuallyHidden>
                <span aria-hidden="true">{row + 1}</span>
              </th>
              {grid.map((symbols, reel) => (
                <td key={reel}>
                  <SymbolTile
                    symbol={symbols[row]!}
                    kind={kindOf(definition, symbols[row]!)}
                    wins={winning.has(cellKey([reel, row]))}
                    held={held.has(cellKey([reel, row]))}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {stops ? (
          <tfoot>
            <tr data-testid="fair-slot-stops">
              <th scope="row">{t('provablyFair.videoSlot.stop')}</th>
              {stops.map((stop, reel) => (
                <td key={reel}>{stop}</td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

function SymbolTile({ symbol, kind, wins, held }: { symbol: string; kind: SymbolKind; wins: boolean; held: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={slotStyles.tile}
      data-kind={kind}
      data-win={wins || undefined}
      data-held={held || undefined}
      data-symbol={symbol}
    >
      <span className={slotStyles.symbol}>{symbol}</span>
      {kind === 'paying' ? null : (
        <span className={slotStyles.tag}>{t(`provablyFair.videoSlot.${held ? 'heldWild' : kind}`)}</span>
      )}
      {held ? <VisuallyHidden>, {t('provablyFair.videoSlot.heldWords')}</VisuallyHidden> : null}
      {wins ? (
        <>
          <span className={slotStyles.winMark} aria-hidden="true">
            ✓
          </span>
          <VisuallyHidden>, {t('provablyFair.videoSlot.winning')}</VisuallyHidden>
        </>
      ) : null}
    </span>
  );
}

function Pays({
  spin,
  title,
  scatterCounts,
  definition,
}: {
  spin: SlotSpinReading;
  title: string;
  scatterCounts: boolean;
  definition: SlotDefinition;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const cascadeWins = spin.cascades.flatMap((cascade) => cascade.wins.map((win) => ({ cascade, win })));
  if (spin.wins.length === 0 && cascadeWins.length === 0 && !scatterCounts) {
    return <p className={styles.note}>{t('provablyFair.videoSlot.noWin')}</p>;
  }
  const winText = (win: SlotWinReading) =>
    win.line === null
      ? t('provablyFair.videoSlot.waysWin', { count: win.run, symbol: win.symbol, ways: number(win.ways) })
      : t('provablyFair.videoSlot.lineWin', { count: win.run, symbol: win.symbol, line: win.line + 1 });
  return (
    <table className={slotStyles.pays} data-testid="fair-slot-pays">
      <caption className={visuallyHiddenClassName}>{t('provablyFair.videoSlot.paysCaption', { spin: title })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('provablyFair.videoSlot.winColumn')}</th>
          <th scope="col">{t('provablyFair.videoSlot.payColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {spin.wins.map((win, index) => (
          <tr key={index}>
            <td>{winText(win)}</td>
            <td>{number(win.coins)}</td>
          </tr>
        ))}
        {cascadeWins.map(({ cascade, win }, index) => (
          <tr key={`cascade-${index}`}>
            <td>{t('provablyFair.videoSlot.cascadeWin', { step: cascade.step, win: winText(win) })}</td>
            <td>{number(win.coins)}</td>
          </tr>
        ))}
        {scatterCounts ? (
          <tr>
            <td>
              {t('provablyFair.videoSlot.scatterWin', { count: spin.scatter.count, symbol: definition.scatter.symbol })}
            </td>
            <td>{number(spin.scatter.coins)}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
