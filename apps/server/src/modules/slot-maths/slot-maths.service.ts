import type { SlotDefinition, SlotFacts } from '@casino/game-engine';
import {
  CATALOGUE_SLOT_FACTS,
  catalogueSlotDefinition,
  parseSlotDefinition,
  slotExactRtp,
  slotFactsInTurns,
} from '@casino/game-engine';
import type { Database, Queryable } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { SlotMathsRow } from './slot-maths.repository';
import {
  findVersion,
  insertVersion,
  listPublished,
  listVersions,
  lockTitle,
  pointGamesAt,
} from './slot-maths.repository';

/** One version of a title's maths, as the studio plays it. */
export type SlotMathsVersion = {
  readonly maths: string;
  readonly version: number;
  readonly definition: SlotDefinition;
  readonly facts: SlotFacts;
  readonly note: string;
  readonly createdAt: Date;
};

/** The RTP band every title's maths must stay in, generated or published (basis points of the total bet). */
export const SLOT_RTP_BAND = { min: 9400, max: 9700 } as const;

export type SlotMaths = ReturnType<typeof createSlotMaths>;

const keyOf = (maths: string, version: number) => `${maths}@${version}`;

function versionOf(row: SlotMathsRow): SlotMathsVersion {
  return {
    maths: row.maths,
    version: row.version,
    definition: parseSlotDefinition(row.definition),
    facts: row.facts as SlotFacts,
    note: row.note,
    createdAt: row.createdAt,
  };
}

/**
 * Versioned slot maths (docs/slot-maths.md, "Versions"): read from PostgreSQL once per process and kept, since a
 * version never changes. A catalogue title's first version is its generated maths, stored by the first call that
 * needs it, so a later change to the generator can never alter what an old round replays on.
 */
export function createSlotMaths({ db }: { db: Database }) {
  const cache = new Map<string, SlotMathsVersion>();

  function remember(version: SlotMathsVersion): SlotMathsVersion {
    cache.set(keyOf(version.maths, version.version), version);
    return version;
  }

  /** The generated first version of a catalogue title, stored if no process stored it yet. */
  async function storeGenerated(queryable: Queryable, maths: string): Promise<SlotMathsRow | undefined> {
    const definition = catalogueSlotDefinition(maths);
    if (!definition) return undefined;
    await insertVersion(queryable, {
      maths,
      version: 1,
      definition,
      facts: CATALOGUE_SLOT_FACTS[maths] ?? (await slotFactsInTurns(definition)),
      note: 'generated',
    });
    return findVersion(queryable, maths, 1);
  }

  /** A version from the cache, the database, or (the first version of a catalogue title) the generator. */
  async function load(queryable: Queryable, maths: string, version: number): Promise<SlotMathsVersion | undefined> {
    const cached = cache.get(keyOf(maths, version));
    if (cached) return cached;
    const row =
      (await findVersion(queryable, maths, version)) ??
      (version === 1 ? await storeGenerated(queryable, maths) : undefined);
    return row && remember(versionOf(row));
  }

  return {
    load,

    /** A version already loaded in this process; undefined before `load` (callers load first). */
    loaded: (maths: string, version: number) => cache.get(keyOf(maths, version)),

    /**
     * What the lobby shows of a version without loading it: the loaded version's, else a catalogue title's first
     * version's stored facts (checked against the generator by the engine's tests).
     */
    facts(maths: string, version: number): SlotFacts | undefined {
      return cache.get(keyOf(maths, version))?.facts ?? (version === 1 ? CATALOGUE_SLOT_FACTS[maths] : undefined);
    },

    /** At start-up, before the catalogue is built: every published version, so the lobby shows their facts. */
    async loadPublished(): Promise<void> {
      for (const row of await listPublished(db)) remember(versionOf(row));
    },

    /** Operator: every version of a title, newest first (the generated first version included). */
    async versions(maths: string): Promise<SlotMathsVersion[]> {
      await load(db, maths, 1);
      const rows = await listVersions(db, maths);
      if (rows.length === 0) throw notFound('Slot maths');
      return rows.map(versionOf);
    },

    async version(maths: string, version: number): Promise<SlotMathsVersion> {
      const found = await load(db, maths, version);
      if (!found) throw notFound('Slot maths');
      return found;
    },

    /**
     * Operator: a new version of a title's maths, which its games' new rounds use at once (open rounds finish on
     * theirs). Refused unless the definition is valid, names this title, and its exact RTP lies in the band.
     */
    async publish(maths: string, input: unknown, note: string): Promise<SlotMathsVersion> {
      const definition = validDefinition(maths, input);
      const { rtp } = slotExactRtp(definition);
      const basisPoints = Number((rtp.n * 10_000n) / rtp.d);
      if (basisPoints < SLOT_RTP_BAND.min || basisPoints >= SLOT_RTP_BAND.max) {
        throw new AppError('VALIDATION_FAILED', `The exact RTP, ${basisPoints / 100}%, is outside 94–97%`, {
          definition: ['validation.slot_rtp_out_of_band'],
        });
      }
      // Before the title's lock is taken, in turns: a sticky-wild title's volatility is seconds of arithmetic.
      const facts = await slotFactsInTurns(definition);
      const published = await db.transaction(async (tx) => {
        await lockTitle(tx, maths);
        const first = await load(tx, maths, 1);
        const [latest] = await listVersions(tx, maths);
        if (!first || !latest) throw notFound('Slot maths');
        const version = latest.version + 1;
        const row = { maths, version, definition, facts, note };
        await insertVersion(tx, row);
        await pointGamesAt(tx, maths, version);
        return (await findVersion(tx, maths, version))!;
      });
      return remember(versionOf(published));
    },
  };
}

function validDefinition(maths: string, input: unknown): SlotDefinition {
  let definition: SlotDefinition;
  try {
    definition = parseSlotDefinition(input);
  } catch (error) {
    // The schema's or the maths' own words (a payline off the grid, free spins that never end): the operator's fix.
    throw new AppError('VALIDATION_FAILED', (error as Error).message.slice(0, 1000), {
      definition: ['validation.invalid'],
    });
  }
  if (definition.slug !== maths) {
    throw new AppError('VALIDATION_FAILED', 'The definition names another title', {
      'definition.slug': ['validation.invalid'],
    });
  }
  return definition;
}
