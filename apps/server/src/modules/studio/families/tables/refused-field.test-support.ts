import { IllegalPlay } from '../family';

/** The field an IllegalPlay names, 'accepted' if the play went through; any other error fails the test. */
export function refusedField(play: () => unknown): string {
  try {
    play();
  } catch (error) {
    if (error instanceof IllegalPlay) return error.field;
    throw error;
  }
  return 'accepted';
}
