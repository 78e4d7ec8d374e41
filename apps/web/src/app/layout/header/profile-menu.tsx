import type { SessionPlayer } from '../../../lib/session/session-player';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Popover } from '../../../components/ui/popover';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { logOut } from '../../../lib/session/session-actions';
import { playerDisplayName } from '../../../lib/session/player-name';
import styles from './player-actions.module.css';

const PROFILE_LINKS: readonly {
  to: string;
  icon: IconName;
  label: 'profile' | 'levels' | 'gifts' | 'verification' | 'limits' | 'security' | 'history';
}[] = [
  { to: '/profile', icon: 'user', label: 'profile' },
  { to: '/profile/level', icon: 'crown', label: 'levels' },
  { to: '/profile/gifts', icon: 'gift', label: 'gifts' },
  { to: '/profile/verification', icon: 'shield', label: 'verification' },
  { to: '/profile/limits', icon: 'clock', label: 'limits' },
  { to: '/profile/security', icon: 'lock', label: 'security' },
  { to: '/profile/games-history', icon: 'dice', label: 'history' },
];

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
          {PROFILE_LINKS.map((link) => (
            <li key={link.to}>
              <Link className={styles.menuLink} to={localize(link.to)}>
                <Icon name={link.icon} size={18} />
                {t(`profileMenu.${link.label}`)}
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
