import { writeFileSync } from 'node:fs';
import { SLOT_CATALOGUE, type SlotCatalogueEntry } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from './build-catalog';

const SNAPSHOT = new URL('../../../../../../packages/game-engine/src/slots/catalogue-slots.json', import.meta.url);

/**
 * The game engine generates each pokie's maths from its catalogue fields, but must not import server code, so it
 * keeps a copy of those fields. This keeps the copy honest; after a catalogue change, refresh it with
 * `UPDATE_SLOT_CATALOGUE=1 npx vitest run apps/server/src/db/seed/catalog/slot-catalogue.test.ts`.
 */
describe("the game engine's copy of the pokies catalogue", () => {
  it('lists every seeded pokie with the fields its maths is generated from', () => {
    const pokies: SlotCatalogueEntry[] = buildCatalog()
      .games.filter((game) => game.categories.includes('pokies'))
      .map(({ slug, title, lines, volatility, payoutBasisPoints, slotTheme }) => ({
        slug,
        title,
        lines,
        volatility,
        payoutBasisPoints,
        theme: slotTheme ?? 'classic',
      }));
    if (process.env.UPDATE_SLOT_CATALOGUE) {
      writeFileSync(SNAPSHOT, `[\n${pokies.map((entry) => `  ${JSON.stringify(entry)}`).join(',\n')}\n]\n`);
    }
    expect(SLOT_CATALOGUE).toEqual(pokies);
  });
});
