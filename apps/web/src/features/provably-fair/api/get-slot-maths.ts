import { parseSlotDefinition } from '@casino/game-engine';
import { skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http, logger } from '../../../lib/http/api';
import { HttpError } from '../../../lib/http/http-error';
import type { SlotMathsRef } from '../verify-slot-round';

/** No published maths has this id and version: the player's typo, shown on the maths field. */
export const SLOT_MATHS_NOT_FOUND = 'not-found';

/**
 * `GET /api/slot-maths/{maths}/versions/{version}`. The definition is checked in full by the engine's own parser,
 * so the page never replays reels the studio could not have played.
 */
const slotMathsSchema = z.object({
  maths: z.string(),
  version: z.number().int(),
  note: z.string(),
  created_at: z.string(),
  definition: z.unknown().transform((definition) => parseSlotDefinition(definition)),
});
export type PublishedSlotMaths = z.infer<typeof slotMathsSchema>;

async function fetchSlotMaths(
  { maths, version }: SlotMathsRef,
  signal: AbortSignal,
): Promise<PublishedSlotMaths | typeof SLOT_MATHS_NOT_FOUND> {
  try {
    const published = await http.request(`/api/slot-maths/${encodeURIComponent(maths)}/versions/${version}`, {
      schema: slotMathsSchema,
      signal,
    });
    if (!published) throw new HttpError('INVALID_RESPONSE', `Empty answer for slot maths ${maths}@${version}`, 200);
    return published;
  } catch (error) {
    // 404 (no such version) and 422 (a version past any the server keeps) are the address's, not a fault to report.
    if (error instanceof HttpError && (error.status === 404 || error.status === 422)) return SLOT_MATHS_NOT_FOUND;
    if (error instanceof HttpError) logger.error('LOAD_SLOT_MATHS_ERROR', error.message, { code: error.code });
    throw error;
  }
}

/** A version of a title's maths never changes once published, so one answer serves the whole visit. */
export function useSlotMaths(ref: SlotMathsRef | undefined) {
  return useQuery({
    queryKey: ['slot-maths', ref?.maths, ref?.version],
    queryFn: ref ? ({ signal }) => fetchSlotMaths(ref, signal) : skipToken,
    staleTime: Infinity,
  });
}
