import type { SessionPlayer } from '../../../lib/session/session-player';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { Popover } from '../../../components/ui/popover';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { logOut } from '../../../lib/session/session-actions';
import { playerDisplayName } from '../../../lib/session/player-name';
import { PROFILE_SECTIONS } from '../../../lib/session/profile-sections';
import styles from './player-actions.module.css';

/** The sections with a short menu label: the header keeps to the pages players reach from anywhere. */
const MENU_LINKS = PROFILE_SECTIONS.flatMap(({ path, icon, menuLabel }) =>
  menuLabel ? [{ path, icon, menuLabel }] : [],
);

export function ProfileMenu({ player }: { player: SessionPlayer }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const name = playerDisplayName(player);

  return (
    <Popover
      align="end"
      trigger={(props) => (
        <button type="button" className={styles.avatar} aria-label={t('profileMenu.label', { name })} {...props}>
          <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
        </button>
      )}
    >
      <div className={styles.profilePanel}>
        <p className={styles.profileName}>{name}</p>
        <p className={styles.profileEmail}>{player.email}</p>
        <ul className={styles.profileLinks}>
          {MENU_LINKS.map((link) => (
            <li key={link.path}>
              <Link className={styles.menuLink} to={localize(link.path)}>
                <Icon name={link.icon} size={18} />
                {t(link.menuLabel)}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.menuLink}
              data-closes-popover
              onClick={() => {
                void logOut(queryClient).then(() => navigate(localize('/'), { replace: true }));
              }}
            >
              <Icon name="logout" size={18} />
              {t('profileMenu.logOut')}
            </button>
          </li>
        </ul>
      </div>
    </Popover>
  );
}
