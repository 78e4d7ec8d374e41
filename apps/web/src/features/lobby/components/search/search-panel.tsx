import type { Game } from '@casino/contracts';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Icon } from '../../../../components/ui/icon';
import { Spinner } from '../../../../components/ui/spinner';
import { useProviderNames } from '../../hooks/use-provider-names';
import styles from './search-box.module.css';
import type { GameSearchState } from './use-game-search';

type SearchPanelProps = {
  listId: string;
  optionId: (index: number) => string;
  search: GameSearchState;
  activeIndex: number;
  onSelect: (game: Game) => void;
};

export function SearchPanel({ listId, optionId, search, activeIndex, onSelect }: SearchPanelProps) {
  const { t } = useTranslation();
  const providerNames = useProviderNames();
  const showNoResults = search.noResults && !search.loading;

  const status = search.loading
    ? t('search.loading')
    : showNoResults
      ? t('search.noResults', { query: search.term })
      : t('search.resultsCount', { total: search.options.length });

  return (
    <div className={styles.panel} data-search-panel="">
      <p className={showNoResults ? styles.noResults : styles.status} role="status">
        {search.loading ? <Spinner size={14} /> : null}
        <span className={showNoResults ? styles.noResultsTitle : undefined}>{status}</span>
        {showNoResults ? <span className={styles.noResultsHint}>{t('search.noResultsHint')}</span> : null}
      </p>
      {showNoResults ? (
        <h3 className={styles.groupTitle} id={`${listId}-group`}>
          {t('search.recommended')}
        </h3>
      ) : null}
      {search.options.length > 0 ? (
        <ul
          className={styles.options}
          id={listId}
          role="listbox"
          aria-label={showNoResults ? t('search.recommended') : t('search.results')}
        >
          {search.options.map((game, index) => (
            <li
              key={game.identifier}
              id={optionId(index)}
              className={styles.option}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps focus in the field, so the combobox stays open and keyboard-driven.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onSelect(game)}
            >
              <img
                className={styles.thumb}
                src={game.preview}
                alt=""
                width={42}
                height={56}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.optionText}>
                <span className={styles.optionTitle}>{game.title}</span>
                <span className={styles.optionProvider}>{providerNames.get(game.provider) ?? game.provider}</span>
              </span>
              <Icon name="play" size={18} className={styles.optionPlay} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
