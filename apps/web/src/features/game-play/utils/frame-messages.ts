import { z } from 'zod';

const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** What the game front end inside the frame tells the page (docs/studio.md, "Messages to the lobby"). */
export const frameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('studio:ready') }),
  z.object({
    type: z.literal('studio:round'),
    round_id: z.string().min(1).max(100),
    stake: minorUnits,
    win: minorUnits,
    balance: minorUnits,
    currency: z.string().min(3).max(10),
    finished: z.boolean(),
  }),
  z.object({ type: z.literal('studio:deposit') }),
  z.object({ type: z.literal('studio:session-invalid') }),
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;
export type RoundMessage = Extract<FrameMessage, { type: 'studio:round' }>;

type IncomingMessage = Pick<MessageEvent, 'origin' | 'source' | 'data'>;

/**
 * The message if it comes from our own game frame, else null. Any page, extension or other frame can post to
 * this window, and a forged round message would show a false balance or net position, or open the cashbox on
 * someone else's cue: so the sender must be this origin AND the very frame we launched, and the shape must be
 * exactly one we know.
 */
export function readFrameMessage(
  event: IncomingMessage,
  expected: { origin: string; frame: MessageEventSource | null | undefined },
): FrameMessage | null {
  if (event.origin !== expected.origin) return null;
  if (!expected.frame || event.source !== expected.frame) return null;
  const parsed = frameMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
