import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../db/seed/catalog/build-catalog';
import type { CoverEmblem } from './cover-plan';
import { coverCandidates, coverEmblemKey, ownEmblem, planStudioCovers } from './cover-plan';
import type { CoverGame } from './cover-subjects';
import { LIVE_SETS } from './cover-subjects';
import { renderGameArtwork } from './game-artwork';
import { expectSelfContainedSvg } from './svg-checks.test-support';

const MAX_BYTES = 8 * 1024;

/** The seeded catalogue, one list per studio in catalogue order (the order the routes plan in: by game id). */
function studios() {
  const { providers, games } = buildCatalog();
  return providers.map((provider) => ({
    provider,
    games: games
      .filter((game) => game.providerSlug === provider.slug)
      .map((game): CoverGame => ({
        slug: `${game.providerSlug}/${game.slug}`,
        title: game.title,
        categories: game.categories,
      })),
  }));
}

const planned = (plan: ReadonlyMap<string, CoverEmblem>, game: CoverGame) => {
  const emblem = plan.get(game.slug);
  if (!emblem) throw new Error(`no emblem for ${game.slug}`);
  return emblem;
};

describe('planStudioCovers', () => {
  it('gives every game of a studio an emblem none of its siblings shares, across the whole seeded catalogue', () => {
    for (const { provider, games } of studios()) {
      const plan = planStudioCovers(games);
      const keys = games.map((game) => coverEmblemKey(planned(plan, game)));
      const repeated = keys.filter((key, i) => keys.indexOf(key) !== i);
      expect(repeated, provider.slug).toEqual([]);
      expect(new Set(keys).size, provider.slug).toBe(games.length);
    }
  });

  it('draws each planned emblem as a self-contained cover under 8 KB', { timeout: 60_000 }, () => {
    for (const { provider, games } of studios()) {
      const plan = planStudioCovers(games);
      for (const game of games) {
        const svg = renderGameArtwork({ ...game, providerName: provider.name }, planned(plan, game));
        expectSelfContainedSvg(svg);
        expect(Buffer.byteLength(svg), game.title).toBeLessThan(MAX_BYTES);
      }
    }
  });

  it(
    'keeps every combination a title could be given under 8 KB, at its longest and with a jackpot',
    { timeout: 60_000 },
    () => {
      // One title per theme or kind of game, the longest, as a jackpot: the heaviest cover each could get.
      const longest = new Map<string, CoverGame>();
      for (const { games } of studios()) {
        for (const game of games) {
          const { subject } = ownEmblem(game);
          const group = subject.family === 'slot' ? subject.theme : `${subject.family}:${subject.kind}`;
          if ((longest.get(group)?.title.length ?? 0) < game.title.length) longest.set(group, game);
        }
      }
      for (const game of longest.values()) {
        const heavy = { ...game, categories: [...game.categories, 'jackpots'], providerName: 'Golden Hollow Gaming' };
        const { subject } = ownEmblem(heavy);
        const details = new Set<string>();
        for (const parts of coverCandidates(subject)) {
          // Every layout, and one detail each (a table's hand or number changes a word, not the weight).
          if (subject.family !== 'slot' && details.has(parts.slice(0, 2).join(':'))) continue;
          details.add(parts.slice(0, 2).join(':'));
          const svg = renderGameArtwork(heavy, { subject, parts });
          expect(Buffer.byteLength(svg), `${game.title} ${parts.join(' ')}`).toBeLessThan(MAX_BYTES);
        }
      }
    },
  );

  it('spreads a studio over different symbols before it repeats one', () => {
    for (const { provider, games } of studios()) {
      const plan = planStudioCovers(games);
      const slots = games.map((game) => planned(plan, game)).filter((emblem) => emblem.subject.family === 'slot');
      const heroes = new Set(slots.map((emblem) => emblem.parts[0]));
      // A studio's slots lean on two or three favourite themes; still, no symbol leads more than a few covers.
      for (const hero of heroes) {
        const covers = slots.filter((emblem) => emblem.parts[0] === hero);
        expect(covers.length, `${provider.slug} ${hero}`).toBeLessThanOrEqual(4);
        // The same symbol twice is laid out differently each time.
        expect(new Set(covers.map((emblem) => emblem.parts[1])).size).toBe(covers.length);
      }
    }
  });

  it('gives a studio’s live tables studio sets of their own before any set repeats', () => {
    for (const { provider, games } of studios()) {
      const plan = planStudioCovers(games);
      const live = games.map((game) => planned(plan, game)).filter((emblem) => emblem.subject.family === 'live');
      const sets = new Set(live.map((emblem) => emblem.parts[0]));
      expect(sets.size, provider.slug).toBe(Math.min(LIVE_SETS.length, live.length));
      const scenes = new Set(live.map((emblem) => `${emblem.parts[0]}:${emblem.parts[1]}`));
      expect(scenes.size, provider.slug).toBe(live.length);
    }
  });

  it('draws live games as a studio scene, not the table-game emblem', () => {
    const game = { slug: 'studio/velvet-blackjack', title: 'Velvet Blackjack', categories: ['live'] };
    const live = ownEmblem(game);
    const table = ownEmblem({ ...game, categories: ['table'] });
    expect(live.subject).toMatchObject({ family: 'live', kind: 'blackjack' });
    expect(table.subject).toMatchObject({ family: 'table', kind: 'blackjack' });
    expect(ownEmblem({ ...game, title: 'Starlight Spin Show' }).subject).toMatchObject({ kind: 'wheel' });
    expect(ownEmblem({ ...game, title: 'Sapphire Roulette Live' }).subject).toMatchObject({ kind: 'roulette' });
  });

  it('keeps the symbol a title names and the covers already planned when a studio adds a game', () => {
    const games: CoverGame[] = [
      { slug: 's/frost-saga', title: 'Frost Saga', categories: ['pokies'] },
      { slug: 's/axe-jackpot-royale', title: 'Axe Jackpot Royale', categories: ['pokies'] },
      { slug: 's/iron-axe', title: 'Iron Axe', categories: ['pokies'] },
      { slug: 's/velvet-roulette', title: 'Velvet Roulette', categories: ['table'] },
    ];
    const plan = planStudioCovers(games);
    expect(planned(plan, games[1]!).parts[0]).toBe('axe');
    expect(planned(plan, games[2]!).parts[0]).toBe('axe');
    const grown = planStudioCovers([...games, { slug: 's/axe-storm', title: 'Axe Storm', categories: ['pokies'] }]);
    for (const game of games) expect(coverEmblemKey(planned(grown, game))).toBe(coverEmblemKey(planned(plan, game)));
  });

  it('is the same plan on every run, and a lone title gets its favourite', () => {
    const { games } = studios()[0]!;
    const keys = (plan: ReadonlyMap<string, CoverEmblem>) => games.map((game) => coverEmblemKey(planned(plan, game)));
    expect(keys(planStudioCovers(games))).toEqual(keys(planStudioCovers([...games])));
    const first = games[0]!;
    expect(coverEmblemKey(planned(planStudioCovers([first]), first))).toBe(coverEmblemKey(ownEmblem(first)));
  });
});
