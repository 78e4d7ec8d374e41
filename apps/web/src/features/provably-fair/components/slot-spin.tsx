import type { Position, SlotDefinition } from '@casino/game-engine';
import { useTranslation } from 'react-i18next';
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
  const winning = new Set([
    ...spin.wins.flatMap((win) => win.positions.map(cellKey)),
    ...(scatterCounts ? spin.scatter.positions.map(cellKey) : []),
  ]);
  const rows = spin.grid[0]?.length ?? 0;

  return (
    <li className={slotStyles.spin} data-testid="fair-slot-spin" data-kind={spin.kind}>
      <h3 className={styles.drawsTitle}>{title}</h3>
      <div className={slotStyles.gridScroll}>
        <table className={slotStyles.grid} data-testid="fair-slot-grid">
          <caption className={visuallyHiddenClassName}>
            {t('provablyFair.videoSlot.gridCaption', { spin: title })}
          </caption>
          <thead>
            <tr>
              <td />
              {spin.grid.map((_, reel) => (
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
                {spin.grid.map((symbols, reel) => (
                  <td key={reel}>
                    <SymbolTile
                      symbol={symbols[row]!}
                      kind={kindOf(definition, symbols[row]!)}
                      wins={winning.has(cellKey([reel, row]))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="fair-slot-stops">
              <th scope="row">{t('provablyFair.videoSlot.stop')}</th>
              {spin.stops.map((stop, reel) => (
                <td key={reel}>{stop}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
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

function SymbolTile({ symbol, kind, wins }: { symbol: string; kind: SymbolKind; wins: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={slotStyles.tile} data-kind={kind} data-win={wins || undefined} data-symbol={symbol}>
      <span className={slotStyles.symbol}>{symbol}</span>
      {kind === 'paying' ? null : <span className={slotStyles.tag}>{t(`provablyFair.videoSlot.${kind}`)}</span>}
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
  if (spin.wins.length === 0 && !scatterCounts) {
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
