import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { useProviderNames } from '../hooks/use-provider-names';
import { useTileLabels } from '../hooks/use-tile-labels';
import type { CatalogItem } from '../utils/catalog-items';
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

/** Covers in roughly the first screenful load at once; the rest are lazy. */
const EAGER_TILES = 12;

export function GameGrid({ items, randomCategory, label }: GameGridProps) {
  const labels = useTileLabels();
  const localize = useLocalizedPath();
  const providerNames = useProviderNames();

  return (
    <ul className={styles.grid} aria-label={label} data-catalog-grid="">
      {items.map((item, index) => {
        switch (item.kind) {
          case 'game':
            return (
              <li key={item.key} className={styles.item} data-game={item.game.identifier}>
                <GameTile
                  game={item.game}
                  providerName={providerNames.get(item.game.provider) ?? item.game.provider}
                  labels={labels}
                  localize={localize}
                  headingLevel="h2"
                  eager={index < EAGER_TILES}
                />
              </li>
            );
          case 'random':
            return (
              <li key={item.key} className={styles.item}>
                <RandomGameCard category={randomCategory} />
              </li>
            );
          case 'cashback':
            return (
              <li key={item.key} className={styles.cashbackItem}>
                <CashbackCard />
              </li>
            );
        }
      })}
    </ul>
  );
}
