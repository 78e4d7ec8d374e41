import { useTranslation } from 'react-i18next';
import { Badge, countLabel } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Popover } from '../../../components/ui/popover';
import styles from './player-actions.module.css';

/**
 * The bell. Notifications arrive with the realtime user channels (engagement §4); until then the list is empty
 * and says so.
 */
export function NotificationsButton({ count = 0 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Popover
      align="end"
      trigger={(props) => (
        <button
          type="button"
          className={styles.iconAction}
          aria-label={count > 0 ? t('notifications.labelCount', { count }) : t('notifications.label')}
          {...props}
        >
          <Icon name="bell" size={20} />
          {count > 0 ? (
            <Badge tone="count" className={styles.counter}>
              {countLabel(count)}
            </Badge>
          ) : null}
        </button>
      )}
      panelClassName={styles.notificationsPanel}
    >
      <EmptyState icon="bell" title={t('notifications.emptyTitle')} text={t('notifications.emptyText')} />
    </Popover>
  );
}
