import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Badge } from '../../../components/ui/badge';
import { GIFT_SECTIONS, type GiftSection, type GiftSections } from '../utils/gift-sections';
import styles from './gifts.module.css';

/** Arrow keys move between tabs (and select, as the tabs are cheap to show); Home and End jump to the ends. */
function nextSection(key: string, current: GiftSection): GiftSection | null {
  const index = GIFT_SECTIONS.indexOf(current);
  const last = GIFT_SECTIONS.length - 1;
  if (key === 'ArrowRight') return GIFT_SECTIONS[index === last ? 0 : index + 1] ?? null;
  if (key === 'ArrowLeft') return GIFT_SECTIONS[index === 0 ? last : index - 1] ?? null;
  if (key === 'Home') return GIFT_SECTIONS[0];
  if (key === 'End') return GIFT_SECTIONS[last] ?? null;
  return null;
}

/**
 * New, Active and Finished as an ARIA tab list (one tab in the Tab order, arrows between them). Every panel is
 * rendered and the unselected ones hidden, so a switch shows cards without a new request or a layout jump.
 */
export function GiftTabs({
  sections,
  selected,
  onSelect,
  renderSection,
}: {
  sections: GiftSections;
  selected: GiftSection;
  onSelect: (section: GiftSection) => void;
  renderSection: (section: GiftSection) => ReactNode;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextSection(event.key, selected);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-section="${next}"]`)?.focus();
  };

  return (
    <>
      <div ref={listRef} className={styles.tabs} role="tablist" aria-label={t('gifts.tabsLabel')} onKeyDown={onKeyDown}>
        {GIFT_SECTIONS.map((section) => {
          const isSelected = section === selected;
          const count = sections[section].length;
          return (
            <button
              key={section}
              type="button"
              role="tab"
              id={`${baseId}-tab-${section}`}
              aria-controls={`${baseId}-panel-${section}`}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              data-section={section}
              onClick={() => onSelect(section)}
            >
              {t(`gifts.tabs.${section}`)}
              {count > 0 ? <Badge tone={section === 'new' ? 'count' : 'neutral'}>{String(count)}</Badge> : null}
            </button>
          );
        })}
      </div>
      {GIFT_SECTIONS.map((section) => (
        <div
          key={section}
          id={`${baseId}-panel-${section}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${section}`}
          hidden={section !== selected}
          tabIndex={0}
          className={styles.tabPanel}
          data-gift-section={section}
        >
          {renderSection(section)}
        </div>
      ))}
    </>
  );
}
