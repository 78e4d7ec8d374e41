import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_TOGGLES } from '../../../lib/config/page-toggles';
import { DEFAULT_FEATURE_FLAGS } from '../../../lib/feature-flags/feature-flags';
import { bottomBarItems, isActiveItem, topMenuItems, type MenuContext } from './menu-items';

const CONTEXT: MenuContext = {
  toggles: DEFAULT_PAGE_TOGGLES,
  flags: DEFAULT_FEATURE_FLAGS,
  betting: { enabled: false, url: '/sport' },
  tester: false,
  loggedIn: false,
  jackpots: [],
};
const JACKPOTS = [
  { provider: 'northlight-studios', title: 'Northlight Studios' },
  { provider: 'emberforge-gaming', title: 'Emberforge Gaming' },
];

const ids = (context: MenuContext) => topMenuItems(context).map((item) => item.id);

describe('top menu', () => {
  it('lists the sections in the order of engagement §2, showing only enabled pages', () => {
    expect(ids(CONTEXT)).toEqual(['main', 'pokies', 'live', 'vipProgram', 'compPoints', 'tournaments', 'achievements']);
  });

  it('swaps games for the sports link when betting is enabled, and adds flagged and toggled items', () => {
    const context: MenuContext = {
      ...CONTEXT,
      betting: { enabled: true, url: 'https://sports.example/' },
      toggles: { ...DEFAULT_PAGE_TOGGLES, 'activity-hub': true, 'rocket-chance': true, 'rocket-mart': false },
      flags: { ...DEFAULT_FEATURE_FLAGS, mysticJackpots: true },
      jackpots: JACKPOTS,
    };
    expect(ids(context)).toEqual([
      'pokies',
      'live',
      'bettingMain',
      'vipProgram',
      'activityHub',
      'rocketChance',
      'tournaments',
      'jackpot-northlight-studios',
      'jackpot-emberforge-gaming',
      'achievements',
    ]);
    expect(topMenuItems(context).find((item) => item.id === 'bettingMain')).toMatchObject({ external: true });
  });

  it('adds one item per running jackpot only while the mystic-jackpots flag is on', () => {
    expect(ids({ ...CONTEXT, jackpots: JACKPOTS })).not.toContain('jackpot-northlight-studios');
    const flagged = { ...CONTEXT, flags: { ...DEFAULT_FEATURE_FLAGS, mysticJackpots: true } };
    expect(ids(flagged)).toEqual(ids(CONTEXT));
    const item = topMenuItems({ ...flagged, jackpots: JACKPOTS }).find((i) => i.id === 'jackpot-emberforge-gaming');
    expect(item).toMatchObject({
      to: '/producers/emberforge-gaming',
      label: 'mysticJackpot',
      labelParams: { provider: 'Emberforge Gaming' },
    });
    expect(isActiveItem(item!, '/producers/emberforge-gaming/2')).toBe(true);
  });

  it('marks VIP club and the activity hub as new', () => {
    const context = { ...CONTEXT, toggles: { ...DEFAULT_PAGE_TOGGLES, 'activity-hub': true } };
    const badged = topMenuItems(context).filter((item) => item.badge === 'new');
    expect(badged.map((item) => item.id)).toEqual(['vipProgram', 'activityHub']);
  });

  it('marks the active item by path prefix', () => {
    const [main, pokies, , , , tournaments] = topMenuItems(CONTEXT);
    expect(isActiveItem(main!, '/')).toBe(true);
    expect(isActiveItem(main!, '/categories/top')).toBe(true);
    expect(isActiveItem(main!, '/games/5')).toBe(true);
    expect(isActiveItem(main!, '/pokies')).toBe(false);
    expect(isActiveItem(pokies!, '/pokies/new')).toBe(true);
    for (const path of ['/arena', '/tournaments/live', '/quests', '/leaderboard/x', '/promotions']) {
      expect(isActiveItem(tournaments!, path), path).toBe(true);
    }
  });
});

describe('bottom bar', () => {
  it('shows games, pokies and live, the same items as the top menu', () => {
    const items = bottomBarItems(CONTEXT.betting);
    expect(items.map((item) => item.id)).toEqual(['main', 'pokies', 'live']);
    expect(items).toEqual(topMenuItems(CONTEXT).slice(0, 3));
  });

  it('puts sports in place of live when betting is on, games staying', () => {
    const betting = { enabled: true, url: '/sport' };
    const items = bottomBarItems(betting);
    expect(items.map((item) => item.id)).toEqual(['main', 'pokies', 'bettingMain']);
    expect(items[2]).toEqual(topMenuItems({ ...CONTEXT, betting }).find((item) => item.id === 'bettingMain'));
    expect(isActiveItem(items[0]!, '/categories/top')).toBe(true);
  });
});
