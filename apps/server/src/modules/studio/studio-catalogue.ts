import type { StudioFamily } from '@casino/contracts';
import { STUDIO_FAMILIES } from '@casino/contracts';
import type { Exact } from '@casino/game-engine';
import type { AnyStudioFamily } from './families/registry';
import { STUDIO_GAME_FAMILIES } from './families/registry';

/** A percentage with 2 decimals, rounded down, as the game object shows it ("97.30"): never overstates a return. */
export function percentText(value: Exact): string {
  const hundredthsOfPercent = (value.n * 10_000n) / value.d;
  return `${hundredthsOfPercent / 100n}.${(hundredthsOfPercent % 100n).toString().padStart(2, '0')}`;
}

export type ResolvedStudioGame = { family: AnyStudioFamily; params: Record<string, unknown> };

const isStudioFamily = (name: string): name is StudioFamily => (STUDIO_FAMILIES as readonly string[]).includes(name);

/**
 * A catalogue game's family, if the studio runs it, and its parameters: the family's defaults overlaid with what the
 * catalogue recorded, validated by the family. Undefined when the family is not registered or the recorded
 * parameters are not valid for it (an operator's typo must not reach the maths).
 */
export function resolveStudioGame(
  game: { family: string; params: Record<string, unknown> },
  families: ReadonlyMap<StudioFamily, AnyStudioFamily> = STUDIO_GAME_FAMILIES,
): ResolvedStudioGame | undefined {
  if (!isStudioFamily(game.family)) return undefined;
  const family = families.get(game.family);
  if (!family) return undefined;
  const parsed = family.params.safeParse({ ...family.defaults, ...game.params });
  if (!parsed.success) return undefined;
  return { family, params: parsed.data as Record<string, unknown> };
}

/** Attaches what stored parameters only name (a slot's maths version): see FamilyMaths.expand. */
export type ExpandParams = (family: string, params: Record<string, unknown>) => Record<string, unknown>;

/**
 * The game object's `payout` and `hit_rate` of a studio game, exactly from its family's maths; null (the catalogue's
 * stored figures stay) for a slot whose maths version this process has not read.
 */
export function studioGameFacts(
  game: { family: string; params: Record<string, unknown> },
  expand: ExpandParams = (_family, params) => params,
) {
  const resolved = resolveStudioGame(game);
  if (!resolved) return null;
  const params = expand(resolved.family.id, resolved.params);
  if (resolved.family.id === 'slot' && !('facts' in params)) return null;
  return {
    payout: percentText(resolved.family.exactRtp(params)),
    hitRate: percentText(resolved.family.hitRate(params)),
  };
}
