import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SlotMaths } from '../slot-maths';

type Params = Record<string, unknown>;

/**
 * What a family's stored parameters name but do not hold: a slot round records its maths by title and version, and
 * the definition (reel strips, paytable) and facts are attached before the family runs. Other families' parameters
 * are whole already and pass through.
 */
export type FamilyMaths = {
  /** Reads the version the parameters name, once per process; GAME_UNAVAILABLE if no such version exists. */
  load(queryable: Queryable, family: string, params: Params): Promise<void>;
  /** The parameters with their maths attached: the loaded version's, or for the lobby's figures its stored facts. */
  expand(family: string, params: Params): Params;
};

const slotVersionOf = (family: string, params: Params) =>
  family === 'slot' && typeof params.maths === 'string' && typeof params.version === 'number'
    ? { maths: params.maths, version: params.version }
    : undefined;

export function createFamilyMaths(slotMaths: SlotMaths): FamilyMaths {
  return {
    async load(queryable, family, params) {
      const named = slotVersionOf(family, params);
      if (!named) return;
      if (!(await slotMaths.load(queryable, named.maths, named.version))) {
        throw new AppError('GAME_UNAVAILABLE', 'This game is not available');
      }
    },
    expand(family, params) {
      const named = slotVersionOf(family, params);
      if (!named) return params;
      const loaded = slotMaths.loaded(named.maths, named.version);
      if (loaded) return { ...params, definition: loaded.definition, facts: loaded.facts };
      const facts = slotMaths.facts(named.maths, named.version);
      return facts ? { ...params, facts } : params;
    },
  };
}
