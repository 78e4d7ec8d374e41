/**
 * Player groups of platform-core §6. Groups are strings: most are numeric ids ("21"), the VIP ones are names
 * ("vip_level_3"), and one list type keeps both comparable without number/string mix-ups.
 */
export const PLAYER_GROUPS = {
  tester: '21',
  chatDefault: '26',
  multiAccount: '100',
  supportChatWritable: '545',
  sofortHidden: '631',
  notices: '916',
  ltIban: '1101',
  nativePwa: '1401',
} as const;

/** Groups whose members get notices (platform-core §6). */
export const NOTICE_GROUPS: readonly string[] = [PLAYER_GROUPS.tester, PLAYER_GROUPS.notices];

/** The two arms of the A/B registration test; the web app adds a new player to one of them after sign-up. */
export const AB_REGISTRATION_GROUPS = ['ab_registration_a', 'ab_registration_b'] as const;

/**
 * Groups a player may add themselves to with `POST /api/player/groups`: facts only the browser knows (running as
 * an installed PWA, the A/B arm it drew, a Lithuanian IBAN typed into a form). Every other group (tester,
 * multi-account, VIP) is the operator's decision, so a player cannot grant it to themselves.
 */
export const SELF_SERVICE_GROUPS: readonly string[] = [
  PLAYER_GROUPS.nativePwa,
  PLAYER_GROUPS.ltIban,
  ...AB_REGISTRATION_GROUPS,
];

export const VIP_LEVEL_GROUPS = [
  'vip_level_1',
  'vip_level_2',
  'vip_level_3',
  'vip_level_4',
  'vip_level_5',
  'vip_level_6',
] as const;
export const LIFETIME_LEVEL_GROUPS = [
  'lifetime_level_1',
  'lifetime_level_2',
  'lifetime_level_3',
  'lifetime_level_4',
  'lifetime_level_5',
  'lifetime_level_6',
  'lifetime_level_7',
  'lifetime_level_8',
] as const;

/** Regular players, with no VIP group, have this status ("Rising star"). */
export const REGULAR_STATUS_ID = '1117';

/**
 * VIP level groups → status ids. Iron (level 1) and Bronze (level 2) both show as Bronze, which is why Bronze has
 * two status ids (793 and 257). The highest level a player holds decides their status.
 */
export const VIP_GROUP_STATUS: Readonly<Record<(typeof VIP_LEVEL_GROUPS)[number], string>> = {
  vip_level_1: '793',
  vip_level_2: '257',
  vip_level_3: '258',
  vip_level_4: '259',
  vip_level_5: '255',
  vip_level_6: '759',
};

/** The status id a player's groups give them: their highest VIP level, else regular. */
export function statusIdForGroups(groups: readonly string[]): string {
  for (const group of [...VIP_LEVEL_GROUPS].reverse()) {
    if (groups.includes(group)) return VIP_GROUP_STATUS[group];
  }
  return REGULAR_STATUS_ID;
}
