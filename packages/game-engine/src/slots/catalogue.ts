import entries from './catalogue-slots.json';
import type { SlotDefinition } from './definition';
import { generateSlotDefinition, type SlotCatalogueEntry } from './generator';

/**
 * The seeded catalogue's pokies, as the fields their maths is generated from. A copy, since the engine imports no
 * server code; a server test checks it against the catalogue (and rewrites it on request).
 */
export const SLOT_CATALOGUE = entries as readonly SlotCatalogueEntry[];

const generated = new Map<string, SlotDefinition>();

/** A catalogue title's maths by slug, generated on first use and kept. */
export function catalogueSlotDefinition(slug: string): SlotDefinition | undefined {
  const cached = generated.get(slug);
  if (cached) return cached;
  const entry = SLOT_CATALOGUE.find((candidate) => candidate.slug === slug);
  if (!entry) return undefined;
  const definition = generateSlotDefinition(entry);
  generated.set(slug, definition);
  return definition;
}
