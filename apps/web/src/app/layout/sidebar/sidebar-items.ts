import {
  child,
  fromRoute,
  isEnabled,
  LOBBY_PREFIXES,
  PROMO_PREFIXES,
  sportsItem,
  type MenuContext,
  type MenuItem,
} from '../menu/menu-items';

/** The sidebar's menu: every section, with its sub-pages as children. */
export function sidebarMenuItems(context: MenuContext): MenuItem[] {
  const items: MenuItem[] = [
    fromRoute('main', { activePrefixes: LOBBY_PREFIXES }),
    fromRoute('pokies', { children: [child('pokies', 'pokies'), child('pokiesAll', 'allPokies')] }),
    fromRoute('live', { children: [child('live', 'live'), child('liveAll', 'allLive')] }),
  ];
  if (context.betting.enabled) items.push(sportsItem(context.betting));
  if (isEnabled(context, 'tournaments')) {
    const children = [
      child('tournaments', 'tournamentsCurrent'),
      child('tournamentsAll', 'tournamentsAll'),
      child('tournamentsProducers', 'tournamentsProducers'),
      ...(isEnabled(context, 'lotteries') ? [child('tournamentsLottery', 'lotteries')] : []),
      child('tournamentsLive', 'tournamentsLive'),
      child('tournamentsArchive', 'tournamentsArchive'),
    ];
    items.push(fromRoute('tournaments', { activePrefixes: PROMO_PREFIXES, children }));
  }
  items.push(fromRoute('promoPage'));
  if (isEnabled(context, 'vip')) {
    items.push(
      fromRoute('vipProgram', {
        children: [
          child('vipProgram', 'vipProgress'),
          child('vipProgramRewards', 'vipRewards'),
          child('vipProgramInfo', 'vipInfo'),
        ],
      }),
    );
  }
  if (isEnabled(context, 'rocket-mart')) {
    items.push(
      fromRoute('compPoints', {
        children: [
          child('compPoints', 'rocketMartAll'),
          child('compPointsFreeSpins', 'freeSpins'),
          child('compPointsMoney', 'bonusMoney'),
          child('compPointsSpecial', 'specialRewards'),
        ],
      }),
    );
  }
  if (isEnabled(context, 'rocket-chance')) items.push(fromRoute('rocketChance'));
  if (isEnabled(context, 'wheel')) items.push(fromRoute('spinWheel'));
  if (isEnabled(context, 'activity-hub')) items.push(fromRoute('activityHub'));
  if (isEnabled(context, 'quests')) items.push(fromRoute('quests'));
  if (isEnabled(context, 'achievements')) items.push(fromRoute('achievements'));
  if (context.loggedIn) items.push(fromRoute('favoriteGames'));
  return items;
}

/** The sidebar's bottom menu: the site's information pages. */
export function sidebarBottomItems(): MenuItem[] {
  return [fromRoute('cryptoBenefits'), fromRoute('paymentsPage'), fromRoute('newsList')];
}
