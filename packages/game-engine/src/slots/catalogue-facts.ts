import facts from './catalogue-slot-facts.json';
import type { SlotFacts } from './slot-facts';

/**
 * The facts of every catalogue title's first maths version (generated, see `npm run slots:facts -w
 * @casino/game-engine`), so a server can list hundreds of titles without generating their maths. A test recomputes
 * them all and fails on any difference.
 */
export const CATALOGUE_SLOT_FACTS: Readonly<Record<string, SlotFacts>> = facts as Record<string, SlotFacts>;
