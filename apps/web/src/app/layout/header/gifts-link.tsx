import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Badge, countLabel } from '../../../components/ui/badge';
import { Icon } from '../../../components/ui/icon';
import { useIssuedGiftCount } from '../../../features/bonuses/hooks/use-issued-gift-count';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import styles from './player-actions.module.css';

/** The gift icon: to the gifts page, with the number of gifts waiting to be activated. */
export function GiftsLink() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const count = useIssuedGiftCount();
  return (
    <Link
      className={styles.iconAction}
      to={localize('/profile/gifts')}
      aria-label={count > 0 ? t('gifts.header.withCount', { count }) : t('gifts.header.label')}
      data-gifts-link
    >
      <Icon name="gift" size={20} />
      {count > 0 ? (
        <Badge tone="count" className={styles.counter}>
          {countLabel(count)}
        </Badge>
      ) : null}
    </Link>
  );
}
