import { useTranslation } from '../../../lib/i18n/use-translation';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Popover } from '../../../components/ui/popover';
import styles from './player-actions.module.css';

/**
 * The bell. Notifications arrive with the realtime user channels (engagement §4); until then the list is empty
 * and says so.
 */
export function NotificationsButton() {
  const { t } = useTranslation();
  return (
    <Popover
      align="end"
      trigger={(props) => (
        <button type="button" className={styles.iconAction} aria-label={t('notifications.label')} {...props}>
          <Icon name="bell" size={20} />
        </button>
      )}
      panelClassName={styles.notificationsPanel}
    >
      <EmptyState icon="bell" title={t('notifications.emptyTitle')} text={t('notifications.emptyText')} />
    </Popover>
  );
}
