import type { SlotDefinition } from '@casino/game-engine';
import type { MessageKey, Translate } from '../../lib/i18n/i18n';
import { symbolRole } from './art/symbol-svg';

/** Card indices read out by their names, as the card tables do. */
const INDEX_NAMES: Partial<Record<string, MessageKey>> = {
  A: 'tables.rankAce',
  K: 'tables.rankKing',
  Q: 'tables.rankQueen',
  J: 'tables.rankJack',
};

/** A symbol's name for the paytable and the reels' text alternative: what its picture shows, in words. */
export function symbolName(definition: SlotDefinition, symbol: string, t: Translate): string {
  const role = symbolRole(definition, symbol);
  switch (role.kind) {
    case 'wild':
      return t('slot.symbol.wild');
    case 'scatter':
      return t('slot.symbol.scatter');
    case 'high':
      return t(`slot.motif.${role.motif}`);
    case 'low': {
      const key = INDEX_NAMES[role.index];
      return key ? t(key) : role.index;
    }
  }
}
