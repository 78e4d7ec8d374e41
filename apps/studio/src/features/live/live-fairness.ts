import type { LiveRound } from '@casino/contracts';

/**
 * A live round draws from its own seed pair, once: the nonce is 0 (docs/live.md). The provably fair page replays
 * it like any studio round of the family.
 */
export const LIVE_ROUND_NONCE = 0;

/** The provably fair page prefilled with a revealed round; none while its server seed is sealed. */
export function verifyLink(family: string, round: LiveRound): string | undefined {
  if (!round.server_seed) return undefined;
  const params = new URLSearchParams({
    game: family,
    server_seed: round.server_seed,
    client_seed: round.client_seed,
    nonce: String(LIVE_ROUND_NONCE),
    commitment: round.commitment,
  });
  return `/provably-fair?${params.toString()}`;
}
