import type { GameBadge } from '@casino/contracts';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

export type TileLabels = {
  play: string;
  demo: string;
  playLabel: (title: string) => string;
  demoLabel: (title: string) => string;
  addFavorite: (title: string) => string;
  removeFavorite: (title: string) => string;
  favoriteFailed: string;
  currencyLocked: (currency: string) => string;
  badgesLabel: string;
  badge: Record<GameBadge['type'], string>;
};

/**
 * Translated once per list and handed to every tile: a category can hold thousands of tiles, and one shared,
 * stable object keeps them memoised instead of each subscribing to i18n on its own.
 */
export function useTileLabels(): TileLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      play: t('tile.play'),
      demo: t('tile.demo'),
      playLabel: (title: string) => t('tile.playLabel', { title }),
      demoLabel: (title: string) => t('tile.demoLabel', { title }),
      addFavorite: (title: string) => t('tile.addFavorite', { title }),
      removeFavorite: (title: string) => t('tile.removeFavorite', { title }),
      favoriteFailed: t('favorites.updateFailed'),
      currencyLocked: (currency: string) => t('tile.currencyLocked', { currency }),
      badgesLabel: t('badges.label'),
      badge: {
        new: t('badges.new'),
        hot: t('badges.hot'),
        exclusive: t('badges.exclusive'),
        jackpot: t('badges.jackpot'),
        drops: t('badges.drops'),
      },
    }),
    [t],
  );
}
