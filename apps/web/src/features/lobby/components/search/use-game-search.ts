import { SEARCH_DEBOUNCE_MS, SEARCH_FALLBACK_CATEGORY, SEARCH_MIN_CHARS_EXCLUSIVE, type Game } from '@casino/contracts';
import { useGamesRow } from '../../api/filter-games';
import { useSearchGames } from '../../api/search-games';
import { useDebouncedValue } from '../../../../lib/hooks/use-debounced-value';

export type GameSearchState = {
  /** The trimmed text is long enough to search (more than 2 characters). */
  active: boolean;
  loading: boolean;
  /** Nothing matched: `options` then holds the recommended games instead. */
  noResults: boolean;
  /** The search failed; it was logged and shows nothing (engagement §8). */
  failed: boolean;
  options: readonly Game[];
  /** The text the results belong to. */
  term: string;
};

const NO_GAMES: readonly Game[] = [];

/** Debounces the text, searches once it is long enough and falls back to the recommended category. */
export function useGameSearch(text: string): GameSearchState {
  const trimmed = text.trim();
  const term = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const searchable = term.length > SEARCH_MIN_CHARS_EXCLUSIVE;
  const search = useSearchGames(term, searchable);
  const results = searchable ? search.data : undefined;
  const noResults = results !== undefined && results !== null && results.length === 0 && !search.isPlaceholderData;
  const recommended = useGamesRow(SEARCH_FALLBACK_CATEGORY, noResults);

  return {
    active: trimmed.length > SEARCH_MIN_CHARS_EXCLUSIVE,
    loading: trimmed !== term || search.isFetching || (noResults && recommended.isPending),
    noResults,
    failed: results === null,
    options: noResults ? (recommended.data?.data ?? NO_GAMES) : (results ?? NO_GAMES),
    term,
  };
}
