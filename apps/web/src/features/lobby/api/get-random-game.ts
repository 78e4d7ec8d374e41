import { RANDOM_GAME_RETRIES, type Game } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { currentDevice } from '../../../lib/device';
import { http, logger } from '../../../lib/http/api';
import { responseSchema } from '../../../lib/http/lazy-response-schemas';

const isPlayableHere = (game: Game) => game.devices.includes(currentDevice());

/**
 * Asks for a random game until it gets one this device can play (platform-core §8: up to 10 tries), then gives
 * up with a logged error and `null`.
 */
export async function fetchRandomGame(category?: string): Promise<Game | null> {
  for (let attempt = 0; attempt < RANDOM_GAME_RETRIES; attempt += 1) {
    const game = await http.request('/api/games/random', {
      query: { device: currentDevice(), category },
      schema: responseSchema('gameSchema'),
      logCode: 'LOAD_RANDOM_GAME_ERROR',
    });
    if (game && isPlayableHere(game)) return game;
  }
  logger.error('LOAD_RANDOM_GAME_ERROR', `No playable random game after ${RANDOM_GAME_RETRIES} tries`, { category });
  return null;
}

export function useRandomGame(category?: string) {
  return useMutation({ mutationFn: () => fetchRandomGame(category) });
}
