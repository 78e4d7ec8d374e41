/**
 * `npm run slots:facts -w @casino/game-engine`: recomputes the facts of every catalogue title's first maths version
 * and rewrites catalogue-slot-facts.json (run it after changing the generator or the catalogue).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SLOT_CATALOGUE } from '../slots/catalogue';
import { generateSlotDefinition } from '../slots/generator';
import { slotFacts } from '../slots/slot-facts';

const started = performance.now();
const facts = Object.fromEntries(
  SLOT_CATALOGUE.map((entry) => [entry.slug, slotFacts(generateSlotDefinition(entry))] as const),
);
const target = fileURLToPath(new URL('../slots/catalogue-slot-facts.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(facts, null, 1)}\n`);
console.log(`${SLOT_CATALOGUE.length} titles in ${Math.round(performance.now() - started)} ms: ${target}`);
