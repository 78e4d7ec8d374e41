import type { Game } from '@casino/contracts';
import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import { IconButton } from '../../../../components/ui/icon-button';
import { VisuallyHidden } from '../../../../components/ui/visually-hidden';
import { useLocalizedPath } from '../../../../lib/i18n/use-locale';
import { gamePlayPath } from '../../utils/paths';
import styles from './search-box.module.css';
import { SearchPanel } from './search-panel';
import { useGameSearch } from './use-game-search';

type SearchBoxProps = {
  variant?: 'header' | 'page';
  autoFocus?: boolean;
  /** Called when Escape is pressed on an already closed, empty box (the header then collapses it on phones). */
  onDismiss?: () => void;
};

/**
 * Game search as an ARIA combobox: focus stays in the field, arrow keys move through the results
 * (aria-activedescendant), Enter opens the highlighted game, Escape closes the panel and then clears the text.
 */
export function SearchBox({ variant = 'header', autoFocus = false, onDismiss }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The highlight belongs to one result list; a new list starts without one.
  const [highlight, setHighlight] = useState({ term: '', index: -1 });
  const search = useGameSearch(text);

  const activeIndex = highlight.term === search.term ? highlight.index : -1;
  const panelVisible = open && search.active && !search.failed;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const openGame = (game: Game) => {
    setOpen(false);
    void navigate(localize(gamePlayPath(game, 'real')));
  };

  const moveHighlight = (step: 1 | -1) => {
    const count = search.options.length;
    if (count === 0) return;
    const next = activeIndex === -1 ? (step === 1 ? 0 : count - 1) : (activeIndex + step + count) % count;
    setHighlight({ term: search.term, index: next });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        moveHighlight(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter': {
        const game = search.options[activeIndex];
        if (panelVisible && game) {
          event.preventDefault();
          openGame(game);
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (panelVisible) setOpen(false);
        else if (text) setText('');
        else onDismiss?.();
        return;
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div className={`${styles.search} ${styles[variant]}`} onBlur={onBlur} role="search">
      <div className={styles.field}>
        <Icon name="search" size={18} className={styles.fieldIcon} />
        <input
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={panelVisible}
          aria-controls={panelVisible && search.options.length > 0 ? listId : undefined}
          aria-describedby={`${listId}-hint`}
          aria-activedescendant={panelVisible && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          autoFocus={autoFocus}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {text ? (
          <IconButton
            className={styles.clear}
            icon="close"
            size="sm"
            plain
            label={t('search.clear')}
            onClick={() => setText('')}
          />
        ) : null}
        <VisuallyHidden id={`${listId}-hint`}>{t('search.keyboardHint')}</VisuallyHidden>
      </div>
      {panelVisible ? (
        <SearchPanel
          listId={listId}
          optionId={optionId}
          search={search}
          activeIndex={activeIndex}
          onSelect={openGame}
        />
      ) : null}
    </div>
  );
}
