import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icon';
import { stripLocalePrefix } from '../../../lib/i18n/locale-path';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import styles from './profile-nav.module.css';

type ProfileSection = {
  path: string;
  icon: IconName;
  label:
    | 'profile.nav.main'
    | 'pages.profileSecurity'
    | 'pages.profileLevel'
    | 'pages.profileGifts'
    | 'pages.profileVerification'
    | 'pages.profileLimits'
    | 'pages.profileGamesHistory'
    | 'pages.profilePromocode';
  /** Other paths that show the same page (/profile is the overview too). */
  aliases?: readonly string[];
};

/** Every profile sub-page of the route table, Overview and Security first: what players open most. */
const SECTIONS: readonly ProfileSection[] = [
  { path: '/profile/main', icon: 'user', label: 'profile.nav.main', aliases: ['/profile'] },
  { path: '/profile/security', icon: 'lock', label: 'pages.profileSecurity' },
  { path: '/profile/level', icon: 'crown', label: 'pages.profileLevel' },
  { path: '/profile/gifts', icon: 'gift', label: 'pages.profileGifts' },
  { path: '/profile/verification', icon: 'shield', label: 'pages.profileVerification' },
  { path: '/profile/limits', icon: 'clock', label: 'pages.profileLimits' },
  { path: '/profile/games-history', icon: 'news', label: 'pages.profileGamesHistory' },
  { path: '/profile/promocode', icon: 'ticket', label: 'pages.profilePromocode' },
];

/** The profile's sub-navigation: a row of tabs that scrolls sideways on a phone. */
export function ProfileNav() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const current = stripLocalePrefix(useLocation().pathname);
  return (
    <nav className={styles.nav} aria-label={t('profile.nav.label')}>
      <ul className={styles.list}>
        {SECTIONS.map((section) => {
          const active = section.path === current || section.aliases?.includes(current);
          return (
            <li key={section.path}>
              <Link
                className={styles.link}
                to={localize(section.path)}
                aria-current={active ? 'page' : undefined}
                data-profile-tab={section.path}
              >
                <Icon name={section.icon} size={16} />
                {t(section.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
