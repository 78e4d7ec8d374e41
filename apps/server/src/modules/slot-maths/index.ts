/**
 * Versioned slot maths (docs/slot-maths.md, "Versions"): the definitions the studio's slot family plays, the
 * operator's publication of a new version, and the public read a player's spin check needs.
 */
export { createSlotMaths, SLOT_RTP_BAND } from './slot-maths.service';
export type { SlotMaths, SlotMathsVersion } from './slot-maths.service';
export { slotMathsAdminRoutes, slotMathsRoutes } from './slot-maths.routes';
