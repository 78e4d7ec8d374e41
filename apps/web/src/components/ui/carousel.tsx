import { useRef, type ReactNode } from 'react';
import { IconButton } from './icon-button';
import styles from './carousel.module.css';

type CarouselProps = {
  /** Names the list for screen readers. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode;
  /** Extra control next to the arrows, e.g. "Show all". */
  action?: ReactNode;
  title?: ReactNode;
};

/** A sideways-scrolling list with arrow buttons; swipe, wheel and keyboard scrolling all work natively. */
export function Carousel({ label, previousLabel, nextLabel, children, action, title }: CarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const scrollByPage = (direction: 1 | -1) => {
    const track = trackRef.current;
    track?.scrollBy({ left: direction * track.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <div className={styles.carousel}>
      <div className={styles.head}>
        {title}
        <div className={styles.controls}>
          {action}
          <IconButton icon="chevron-left" size="sm" label={previousLabel} onClick={() => scrollByPage(-1)} />
          <IconButton icon="chevron-right" size="sm" label={nextLabel} onClick={() => scrollByPage(1)} />
        </div>
      </div>
      {/* Focusable, so a keyboard can scroll it too when its items are not links (the awards); a list that only
          scrolls under a mouse or a finger fails WCAG 2.1.1. */}
      <ul ref={trackRef} className={styles.track} aria-label={label} tabIndex={0}>
        {children}
      </ul>
    </div>
  );
}
