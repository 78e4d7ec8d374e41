/**
 * Whether Back stays inside the app, from `history.state`: the router numbers its entries (`idx`, 0 for the page
 * the tab opened on). The location key cannot tell, since switching the game mode replaces the entry with a fresh
 * key, and a game opened from a link or a new tab must close to the lobby, not leave the site.
 */
export function hasInAppHistory(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0
  );
}
