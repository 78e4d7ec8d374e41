import { useLayoutEffect, useState } from 'react';

export type GridLayout = {
  columns: number;
  /** One row's height in CSS pixels: every tile of the grid has the same box. */
  rowHeight: number;
  rowGap: number;
  /** The grid's top, from the top of the document: where the window virtualiser's rows start. */
  top: number;
};

/** Until the grid has been measured: three phone columns of a tile's usual height. */
const FIRST_GUESS: GridLayout = { columns: 3, rowHeight: 200, rowGap: 16, top: 0 };

function measure(grid: HTMLElement, previous: GridLayout): GridLayout {
  const style = getComputedStyle(grid);
  const columns = Math.max(1, style.gridTemplateColumns.split(' ').filter(Boolean).length);
  const rowGap = Number.parseFloat(style.rowGap) || 0;
  const firstItem = grid.querySelector<HTMLElement>(':scope > [data-game]');
  const rowHeight = firstItem ? firstItem.getBoundingClientRect().height : previous.rowHeight;
  // The box's top is row 0's: the rows before the rendered ones are the grid's top padding.
  const top = grid.getBoundingClientRect().top + window.scrollY;
  const next = { columns, rowHeight, rowGap, top };
  const same =
    next.columns === previous.columns &&
    Math.abs(next.rowHeight - previous.rowHeight) < 0.5 &&
    next.rowGap === previous.rowGap &&
    Math.abs(next.top - previous.top) < 0.5;
  return same ? previous : next;
}

/**
 * The CSS grid's own layout, read back from the page: its column count (auto-fill, so it depends on the width),
 * the height of a row and where it starts. Re-read when the grid or the page above it changes size.
 */
export function useGridLayout(grid: HTMLElement | null, itemCount: number): GridLayout {
  const [layout, setLayout] = useState(FIRST_GUESS);

  useLayoutEffect(() => {
    if (!grid) return;
    const update = () => setLayout((previous) => measure(grid, previous));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(grid);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [grid, itemCount]);

  return layout;
}
