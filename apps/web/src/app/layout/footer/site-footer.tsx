import { lazy } from 'react';
import { LazyWhenVisible } from '../../../components/ui/lazy-when-visible';
import type { ShellState } from '../use-shell-state';
import styles from './site-footer.module.css';

const FooterContent = lazy(async () => ({ default: (await import('./footer-content')).FooterContent }));

/** How long a page gets to render its own content before the footer counts as "near the screen". */
const FOOTER_WATCH_DELAY_MS = 1_500;

/**
 * The footer is below every page's fold, so its content (links, carousels, payment logos, licence) loads as the
 * visitor scrolls towards it; the reserved height keeps the page from jumping when it arrives. Scrolled far away
 * again (up a long category), it gives its nodes back.
 */
export function SiteFooter({ shell }: { shell: ShellState }) {
  return (
    <footer className={styles.footer} data-footer>
      <LazyWhenVisible
        delayMs={FOOTER_WATCH_DELAY_MS}
        unmountWhenFar
        placeholder={<div className={styles.placeholder} aria-hidden="true" />}
      >
        <FooterContent shell={shell} />
      </LazyWhenVisible>
    </footer>
  );
}
