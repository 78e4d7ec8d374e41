import { lazy } from 'react';
import { drawnLazy } from '../../../lib/ssr/drawn-lazy';
import { LazyPart } from '../lazy-part';
import type { ShellState } from '../use-shell-state';
import styles from './bottom-dock.module.css';
import { CookieNotice } from './cookie-notice';
import { FloatingWidget } from './floating-widget';
import { useScrolledPast } from './use-scrolled-past';

/** The floating buttons wait until the visitor has scrolled this far (a share of the screen's height). */
const WIDGET_AFTER_SCREENS = 0.5;

/** Only Australian guests need the confirmation card; a page drawn with it brings its code before it is taken over. */
const AustralianCard = drawnLazy(
  'src/app/layout/widgets/australian-card.tsx',
  async () => (await import('./australian-card')).AustralianCard,
);
/** Only logged-in players are asked; the survey's idle watch and card load for them alone. */
const SurveyPrompt = lazy(async () => ({
  default: (await import('../../../features/survey/components/survey-prompt')).SurveyPrompt,
}));

/** What floats at the bottom of the screen: notices on the left, the floating widget on the right. */
export function BottomDock({ shell }: { shell: ShellState }) {
  const australianGuest = shell.session.status === 'guest' && shell.geo.country === 'AU';
  const scrolled = useScrolledPast(WIDGET_AFTER_SCREENS);
  return (
    <div className={styles.dock} data-scrolled={scrolled || undefined}>
      <div className={styles.notices}>
        {australianGuest ? (
          <LazyPart announce>
            <AustralianCard />
          </LazyPart>
        ) : null}
        <CookieNotice placement="dock" />
        {shell.loggedIn ? (
          <LazyPart>
            <SurveyPrompt />
          </LazyPart>
        ) : null}
      </div>
      <div className={styles.widget} data-floating-widget>
        <FloatingWidget context={shell.menuContext} />
      </div>
    </div>
  );
}
