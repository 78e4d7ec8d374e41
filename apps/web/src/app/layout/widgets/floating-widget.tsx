import { lazy } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Popover } from '../../../components/ui/popover';
import type { PageToggle } from '../../../lib/config/page-toggles';
import { openModal } from '../../../lib/modals/modal-store';
import { LazyPart } from '../lazy-part';
import { isEnabled, type MenuContext } from '../menu/menu-items';
import type { MenuLabelKey } from '../../routing/route-types';
import styles from './floating-widget.module.css';

export type WidgetFeature = { id: PageToggle; to: string; label: MenuLabelKey; icon: IconName };

const WidgetPanel = lazy(async () => ({ default: (await import('./widget-panel')).WidgetPanel }));

/** Features the floating widget can list (engagement §2), each with the page a tap opens. */
const WIDGET_FEATURES: readonly WidgetFeature[] = [
  { id: 'rocket-mart', to: '/rocket-mart', label: 'rocketMart', icon: 'cart' },
  { id: 'wheel', to: '/rocketmart-wheel', label: 'wheel', icon: 'wheel' },
  { id: 'adventures', to: '/promotions/daily-adventure', label: 'adventures', icon: 'compass' },
  { id: 'quests', to: '/quests', label: 'quests', icon: 'target' },
  { id: 'activity-hub', to: '/aquanova-odyssey', label: 'activityHub', icon: 'rocket' },
];

/**
 * Which features the widget lists: those whose pages are on. Quests only while some are running, and none run
 * until the quests feature lands. "Show all widgets" lists everything, for testing.
 */
function widgetFeatures(context: MenuContext): WidgetFeature[] {
  if (context.flags.showAllWidgets) return [...WIDGET_FEATURES];
  return WIDGET_FEATURES.filter((feature) => feature.id !== 'quests' && isEnabled(context, feature.id));
}

/** Bottom-right: the active features of the casino, and a support chat button. */
export function FloatingWidget({ context }: { context: MenuContext }) {
  const { t } = useTranslation();
  const features = widgetFeatures(context);

  return (
    <div className={styles.widget}>
      {features.length > 0 ? (
        <Popover
          align="end"
          panelClassName={styles.panel}
          trigger={(props) => (
            <button type="button" className={styles.fab} aria-label={t('widget.open')} {...props}>
              <Icon name="gift" size={22} />
            </button>
          )}
        >
          <LazyPart announce>
            <WidgetPanel features={features} />
          </LazyPart>
        </Popover>
      ) : null}
      <button
        type="button"
        className={`${styles.fab} ${styles.chat}`}
        aria-label={t('support.chat')}
        onClick={() => openModal({ id: 'support-chat' })}
      >
        <Icon name="chat" size={22} />
      </button>
    </div>
  );
}
