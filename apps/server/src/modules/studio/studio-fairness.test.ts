import type { StudioRound } from '@casino/contracts';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, gameCategories, games, providers } from '../../db/schema';
import { registerPlayer, type TestPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { playerOwner } from './seeds';
import { studioSeeds } from './studio.schema';
import { act, ADMIN_TOKEN, credit, launched, openRound } from '../../test/studio-kit';

/** One round of a table or instant game, played the same way by both players. */
type Play = {
  family: string;
  stake: number;
  choice: Record<string, unknown>;
  /** The moves to end an open round, the first one offered taken at each step. */
  finish?: string[];
};

const PLAYS: Play[] = [
  { family: 'dice', stake: 100, choice: { target: 5000, direction: 'under' } },
  { family: 'roulette', stake: 100, choice: { bets: [{ type: 'red', stake: 100 }] } },
  { family: 'baccarat', stake: 100, choice: { bets: [{ type: 'banker', stake: 100 }] } },
  { family: 'sic-bo', stake: 100, choice: { bets: [{ type: 'small', stake: 100 }] } },
  { family: 'blackjack', stake: 100, choice: {}, finish: ['insurance', 'stand'] },
  { family: 'three-card-poker', stake: 100, choice: { bets: [{ type: 'ante', stake: 100 }] }, finish: ['play'] },
  { family: 'caribbean-stud', stake: 100, choice: {}, finish: ['raise'] },
  { family: 'pontoon', stake: 100, choice: {}, finish: ['stick', 'twist'] },
  { family: 'craps', stake: 100, choice: { bets: [{ type: 'pass', stake: 100 }] }, finish: ['roll'] },
];

/**
 * No adaptive RTP (issue "Play", 6): what a round deals depends on its seeds, nonce and the player's moves alone,
 * never on who plays it. Two players, one with a large balance and a history of rounds, one with a small balance
 * and none, are given the same seed pair; every game then deals both of them exactly the same rounds.
 */
describe.each(DATABASE_KINDS)('studio outcomes ignore balance and history on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
  });
  afterAll(() => t?.close());

  async function identifierOf(family: string): Promise<string> {
    const liveGameIds = t.database.db
      .select({ id: gameCategories.gameId })
      .from(gameCategories)
      .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
      .where(eq(categories.slug, 'live'));
    const [game] = await t.database.db
      .select({ provider: providers.slug, slug: games.slug })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      // A live table of the same family plays shared rounds, not the player's own seeds.
      .where(and(eq(games.studioFamily, family), notInArray(games.id, liveGameIds)))
      .orderBy(games.id)
      .limit(1);
    if (!game) throw new Error(`no ${family} game in the catalogue`);
    return `${game.provider}/${game.slug}`;
  }

  async function play(player: TestPlayer, { family, stake, choice, finish }: Play): Promise<StudioRound> {
    const { session_id: token } = await launched(t.app, await identifierOf(family), { mode: 'real' }, player.cookie);
    let round = await openRound(t.app, token, stake, choice);
    // The same moves for both players: a blackjack hand stood on at once (insurance declined under an ace), three
    // card poker always played, caribbean stud always raised, pontoon stuck on as soon as the rules allow, craps
    // rolled until the line bet is decided.
    while (finish && round.status === 'open') {
      const move = finish.find((action) => round.actions.includes(action));
      if (!move) throw new Error(`no move among ${finish.join(', ')} in ${round.actions.join(', ')}`);
      round = await act(t.app, token, round.id, move, move === 'insurance' ? { take: false } : {});
    }
    return round;
  }

  /** Gives `to` the very seed pair `from` plays with now (server seed, client seed and next nonce). */
  async function shareSeeds(from: TestPlayer, to: TestPlayer) {
    const active = (owner: string) => and(eq(studioSeeds.owner, owner), isNull(studioSeeds.revealedAt));
    const [source] = await t.database.db
      .select()
      .from(studioSeeds)
      .where(active(playerOwner(from.id)));
    if (!source) throw new Error('the source player has no seeds yet');
    const { sealedServerSeed, commitment, clientSeed, nextNonce } = source;
    const updated = await t.database.db
      .update(studioSeeds)
      .set({ sealedServerSeed, commitment, clientSeed, nextNonce })
      .where(active(playerOwner(to.id)))
      .returning({ id: studioSeeds.id });
    expect(updated).toHaveLength(1);
  }

  it('deals a rich player with a long history the same rounds as a new player with little money', async () => {
    const rich = await registerPlayer(t.app);
    const poor = await registerPlayer(t.app);
    await credit(t.app, rich.id, 10_000_000);
    await credit(t.app, poor.id, 2_000);
    // The rich player's history: wins and losses of every game, big stakes.
    for (let round = 0; round < 4; round += 1) {
      for (const game of PLAYS) await play(rich, { ...game, stake: game.stake * 50, choice: scaled(game.choice, 50) });
    }
    // The poor player's seeds exist once they have played; then both hold the same pair.
    await play(poor, PLAYS[0]!);
    await shareSeeds(rich, poor);

    for (const game of PLAYS) {
      const richRound = await play(rich, game);
      const poorRound = await play(poor, game);
      expect(poorRound.nonce).toBe(richRound.nonce);
      expect(poorRound.commitment).toBe(richRound.commitment);
      expect({ family: game.family, view: poorRound.view, win: poorRound.win }).toEqual({
        family: game.family,
        view: richRound.view,
        win: richRound.win,
      });
    }
  }, 120_000);
});

/** The same bets at `factor` times the stake. */
function scaled(choice: Record<string, unknown>, factor: number): Record<string, unknown> {
  const bets = choice.bets as { stake: number }[] | undefined;
  return bets ? { ...choice, bets: bets.map((bet) => ({ ...bet, stake: bet.stake * factor })) } : choice;
}
