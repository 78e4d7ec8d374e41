import { lazy } from 'react';
import { LazyWhenVisible } from '../../../components/ui/lazy-when-visible';
import { LazyPart } from '../lazy-part';
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
  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <footer className={styles.footer} data-footer>
      <LazyWhenVisible delayMs={FOOTER_WATCH_DELAY_MS} unmountWhenFar placeholder={placeholder}>
        {/* Links the visitor did not ask for: a footer whose code cannot come keeps its room and stays empty. */}
        <LazyPart loading={placeholder} failed={placeholder}>
          <FooterContent shell={shell} />
        </LazyPart>
      </LazyWhenVisible>
    </footer>
  );
}
