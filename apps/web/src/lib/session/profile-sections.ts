import type { IconName } from '../../components/ui/icon';

export type ProfileSection = {
  path: string;
  icon: IconName;
  /** The page's title, shown by the profile's own tabs. */
  pageLabel:
    | 'profile.nav.main'
    | 'pages.profileSecurity'
    | 'pages.profileLevel'
    | 'pages.profileGifts'
    | 'pages.profileVerification'
    | 'pages.profileLimits'
    | 'pages.profileGamesHistory'
    | 'pages.profilePromocode';
  /** The short label of the header's account menu; a section without one is left out of that menu. */
  menuLabel?:
    | 'profileMenu.profile'
    | 'profileMenu.levels'
    | 'profileMenu.gifts'
    | 'profileMenu.verification'
    | 'profileMenu.limits'
    | 'profileMenu.security'
    | 'profileMenu.history';
  /** Other paths that show the same page (/profile is the overview too). */
  aliases?: readonly string[];
};

/**
 * Every profile sub-page of the route table, for the profile's tabs and the header's account menu alike.
 * Overview and Security first: what players open most.
 */
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    path: '/profile/main',
    icon: 'user',
    pageLabel: 'profile.nav.main',
    menuLabel: 'profileMenu.profile',
    aliases: ['/profile'],
  },
  { path: '/profile/security', icon: 'lock', pageLabel: 'pages.profileSecurity', menuLabel: 'profileMenu.security' },
  { path: '/profile/level', icon: 'crown', pageLabel: 'pages.profileLevel', menuLabel: 'profileMenu.levels' },
  { path: '/profile/gifts', icon: 'gift', pageLabel: 'pages.profileGifts', menuLabel: 'profileMenu.gifts' },
  {
    path: '/profile/verification',
    icon: 'shield',
    pageLabel: 'pages.profileVerification',
    menuLabel: 'profileMenu.verification',
  },
  { path: '/profile/limits', icon: 'clock', pageLabel: 'pages.profileLimits', menuLabel: 'profileMenu.limits' },
  {
    path: '/profile/games-history',
    icon: 'dice',
    pageLabel: 'pages.profileGamesHistory',
    menuLabel: 'profileMenu.history',
  },
  { path: '/profile/promocode', icon: 'ticket', pageLabel: 'pages.profilePromocode' },
];
