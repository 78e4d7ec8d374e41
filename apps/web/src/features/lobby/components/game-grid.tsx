import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import type { GameDevice } from '@casino/contracts';
import { currentDevice } from '../../../lib/device';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { useGridLayout } from '../hooks/use-grid-layout';
import { useProviderNames } from '../hooks/use-provider-names';
import { useTileLabels } from '../hooks/use-tile-labels';
import type { CatalogItem } from '../utils/catalog-items';
import { packGridRows } from '../utils/grid-rows';
import { CashbackCard } from './cashback-card';
import styles from './game-grid.module.css';
import { GameTile } from './game-tile';
import { RandomGameCard } from './random-game-card';

type GameGridProps = {
  items: readonly CatalogItem[];
  /** The category the random card draws from. */
  randomCategory?: string;
  label: string;
};

/** A row rendered beyond the screen on either side: a flick finds it there. */
const OVERSCAN_ROWS = 1;

/**
 * The grid's first screen before the window has been measured, by the device the page is drawn for (which the server
 * and the browser share, so the browser's first render takes the server's over unchanged): the height the rows may
 * take from the grid's top, and the covers that load at once (the rest are lazy).
 *
 * A phone shows two rows of three below the header, the offer and the chips (the grid starts about 426 px down an
 * 823–844 px screen): 400 px, which the second row's end reaches, draws those two rows and the one row of overscan,
 * nine tiles, as the measured window then does. Drawn for 1,200 px, as every device was, a phone's page carried
 * twenty tiles and fetched twenty covers, each an SVG document the main thread builds, for the six it shows
 * (docs/decisions.md). A desktop's screen takes more rows than its first guess of three columns fills, so its window
 * stays taller than most screens: the first paint is full, and the rows the browser adds once it has measured fall
 * below the fold. Either way the tiles lay themselves out in the CSS grid's own columns, and a tablet's extra rows
 * come in from the padding that stood for them.
 */
const FIRST_SCREEN: Readonly<Record<GameDevice, { window: { width: number; height: number }; eagerTiles: number }>> = {
  mobile: { window: { width: 0, height: 400 }, eagerTiles: 6 },
  desktop: { window: { width: 0, height: 1200 }, eagerTiles: 12 },
};

/**
 * A category's games, however many: only the rows on and near the screen are in the DOM (the window virtualiser
 * picks them; the grid's top and bottom padding stand in for the rest), so a category of 5,000 games weighs what
 * one of 50 does. Each item tells assistive technology its place in the whole list. The row holding focus is never
 * unmounted, and the rows either side of it are rendered as soon as it takes focus: the next Tab or Shift+Tab finds
 * its target already in the DOM, not a frame later when the scroll it caused has been heard (a fast walk would
 * otherwise leave the grid).
 */
export function GameGrid({ items, randomCategory, label }: GameGridProps) {
  const labels = useTileLabels();
  const localize = useLocalizedPath();
  const providerNames = useProviderNames();
  const firstScreen = FIRST_SCREEN[currentDevice()];
  const [grid, setGrid] = useState<HTMLUListElement | null>(null);
  const layout = useGridLayout(grid, items.length);
  const rows = packGridRows(items, layout.columns);
  const [focusedRow, setFocusedRow] = useState<number | null>(null);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedRow === null) return indexes;
      const pinned = [focusedRow - 1, focusedRow, focusedRow + 1].filter((row) => row >= 0 && row < range.count);
      return [...new Set([...indexes, ...pinned])].sort((a, b) => a - b);
    },
    [focusedRow],
  );
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => layout.rowHeight,
    gap: layout.rowGap,
    overscan: OVERSCAN_ROWS,
    initialRect: firstScreen.window,
    scrollMargin: layout.top,
    rangeExtractor,
  });
  // Every row has the measured height: a new measure (a resize, a new column count) re-lays all of them.
  useEffect(() => virtualizer.measure(), [virtualizer, layout]);

  const virtualRows = virtualizer.getVirtualItems();
  const first = virtualRows[0];
  const last = virtualRows.at(-1);
  const paddingTop = first ? first.start - layout.top : 0;
  const paddingBottom = last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0;

  const rememberFocus = (event: FocusEvent<HTMLUListElement>) => {
    const row = event.target.closest<HTMLElement>('[data-row-index]')?.dataset.rowIndex;
    setFocusedRow(row === undefined ? null : Number(row));
  };

  return (
    <ul
      ref={setGrid}
      className={styles.grid}
      style={{ paddingTop, paddingBottom }}
      aria-label={label}
      data-catalog-grid=""
      onFocus={rememberFocus}
      onBlur={() => setFocusedRow(null)}
    >
      {virtualRows.flatMap((row) =>
        (rows[row.index] ?? []).map((index) => {
          const item = items[index];
          if (!item) return null;
          const place = { 'aria-setsize': items.length, 'aria-posinset': index + 1, 'data-row-index': row.index };
          switch (item.kind) {
            case 'game':
              return (
                <li key={item.key} className={styles.item} data-game={item.game.identifier} {...place}>
                  <GameTile
                    game={item.game}
                    providerName={providerNames.get(item.game.provider) ?? item.game.provider}
                    labels={labels}
                    localize={localize}
                    headingLevel="h2"
                    eager={index < firstScreen.eagerTiles}
                  />
                </li>
              );
            case 'random':
              return (
                <li key={item.key} className={styles.item} {...place}>
                  <RandomGameCard category={randomCategory} />
                </li>
              );
            case 'cashback':
              return (
                <li key={item.key} className={styles.cashbackItem} {...place}>
                  <CashbackCard />
                </li>
              );
          }
        }),
      )}
    </ul>
  );
}
