import type { CatalogItem } from './catalog-items';

/** The cashback card spans two columns; every other item one. */
function spanOf(item: CatalogItem, columns: number): number {
  return item.kind === 'cashback' ? Math.min(2, columns) : 1;
}

/**
 * The items' indexes row by row, as CSS grid's auto-placement lays them out: in order, an item that no longer fits
 * in the current row opening the next one.
 */
export function packGridRows(items: readonly CatalogItem[], columns: number): number[][] {
  const rows: number[][] = [];
  let row: number[] = [];
  let used = 0;
  items.forEach((item, index) => {
    const span = spanOf(item, columns);
    if (used + span > columns && row.length > 0) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push(index);
    used += span;
  });
  if (row.length > 0) rows.push(row);
  return rows;
}
