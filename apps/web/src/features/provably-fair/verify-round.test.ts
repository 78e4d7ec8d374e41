import {
  CRASH_DEFAULTS,
  dealCaribbeanStud,
  DICE_DEFAULTS,
  drawCrashPoint,
  drawDoubleBall,
  EUROPEAN_ROULETTE,
  fairRandomness,
  isRed,
  isZero,
  KENO_DEFAULTS,
  MINES_DEFAULTS,
  playDice,
  playKeno,
  playMines,
  playPegfall,
  playRoulette,
  playBaccarat,
  playTower,
  PUNTO_BANCO,
  toNumber,
} from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { parseFairForm, queryFromValues, valuesFromQuery } from './fair-form';
import { commitmentMatches, DEFAULT_CHOICES, ENGINE_GAMES, SHOWN_AT_FIRST, verifyRound } from './verify-round';

const seeds = { serverSeed: 'revealed-server-seed-42', clientSeed: 'my lucky seed', nonce: 3 };
const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * Block 0 of the round's stream from Node's own crypto (its WebCrypto: this project is typed for the browser, so
 * `node:crypto` has no types here) rather than the library the page uses.
 */
async function firstWords(): Promise<number[]> {
  const key = await crypto.subtle.importKey('raw', utf8(seeds.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const block = new DataView(await crypto.subtle.sign('HMAC', key, utf8(`${seeds.clientSeed}:${seeds.nonce}:0`)));
  return Array.from({ length: 8 }, (_, index) => block.getUint32(index * 4, false));
}

const sha256Hex = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text))), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

describe('the provably fair page outcome', () => {
  it('checks the revealed seed against its SHA-256 commitment', async () => {
    const commitment = await sha256Hex(seeds.serverSeed);
    expect(commitmentMatches(seeds.serverSeed, commitment)).toBe(true);
    expect(commitmentMatches(seeds.serverSeed, ` ${commitment.toUpperCase()} `)).toBe(true);
    expect(commitmentMatches(`${seeds.serverSeed}!`, commitment)).toBe(false);
  });

  it('rolls the dice the engine rolls, from the first unbiased HMAC word', async () => {
    const round = verifyRound(seeds, 'dice', DEFAULT_CHOICES);
    const engine = playDice(fairRandomness(seeds), DICE_DEFAULTS, { targetHundredths: 5000, direction: 'under' });
    expect(round.outcome).toMatchObject({ game: 'dice', rollHundredths: engine.rollHundredths, won: engine.won });
    // Words at or above 2^32 − (2^32 mod 10000) are discarded; the vector's first word is almost surely below.
    const expected = (await firstWords()).find((word) => word < 2 ** 32 - (2 ** 32 % 10_000))! % 10_000;
    expect(round.draws[0]).toEqual({ max: 10_000, value: expected });
    expect(engine.rollHundredths).toBe(expected);
    expect(round.usage).toEqual({ cursors: 1, bytes: 4 });
  });

  it('gives the engine’s roulette pocket, crash point, keno draw, mines and pegfall path', async () => {
    const roulette = verifyRound(seeds, 'roulette', DEFAULT_CHOICES).outcome;
    const pocket = playRoulette(EUROPEAN_ROULETTE, [], fairRandomness(seeds)).pocket;
    expect(roulette).toMatchObject({ game: 'roulette', pocket });
    expect(roulette).toHaveProperty('colour', pocket === 0 ? 'green' : expect.stringMatching(/^(red|black)$/));
    expect((await firstWords())[0]! % 37).toBe(pocket);

    expect(verifyRound(seeds, 'crash', DEFAULT_CHOICES).outcome).toEqual({
      game: 'crash',
      crashPointHundredths: drawCrashPoint(fairRandomness(seeds), CRASH_DEFAULTS),
    });
    const keno = verifyRound(seeds, 'keno', { ...DEFAULT_CHOICES, kenoPicks: [5, 17, 23] }).outcome;
    const kenoEngine = playKeno(fairRandomness(seeds), KENO_DEFAULTS, { picks: [5, 17, 23] });
    expect(keno).toMatchObject({ drawn: kenoEngine.drawn, hits: kenoEngine.hits });
    expect(verifyRound(seeds, 'keno', DEFAULT_CHOICES).outcome).toMatchObject({ drawn: kenoEngine.drawn, hits: null });
    expect(verifyRound(seeds, 'mines', { ...DEFAULT_CHOICES, mines: 5 }).outcome).toEqual({
      game: 'mines',
      mineTiles: playMines(fairRandomness(seeds), { ...MINES_DEFAULTS, mines: 5 }, { picks: [1, 2] }).mineTiles,
    });
    const pegfall = playPegfall(fairRandomness(seeds), { rows: 12, risk: 'high' });
    expect(verifyRound(seeds, 'pegfall', { ...DEFAULT_CHOICES, pegfallRows: 12, pegfallRisk: 'high' }).outcome).toEqual(
      { game: 'pegfall', path: pegfall.path, bucket: pegfall.bucket, multiplier: toNumber(pegfall.multiplier) },
    );
  });
});

describe('a round the seeds fix before any decision', () => {
  it('shows the shoe a card game deals, a few cards at first and more on request', () => {
    const first = verifyRound(seeds, 'blackjack', DEFAULT_CHOICES).outcome;
    const more = verifyRound(seeds, 'blackjack', DEFAULT_CHOICES, SHOWN_AT_FIRST * 2).outcome;
    if (!('seeded' in first) || first.seeded.view !== 'deck' || !('seeded' in more) || more.seeded.view !== 'deck') {
      throw new Error('blackjack is shown as its shoe');
    }
    expect(first.seeded).toMatchObject({ decks: 6, size: 312, roles: ['player', 'dealer', 'player', 'dealerHole'] });
    expect(first.seeded.cards).toHaveLength(SHOWN_AT_FIRST);
    expect(more.seeded.cards.slice(0, SHOWN_AT_FIRST)).toEqual(first.seeded.cards);
    expect(more.seeded.cards).toHaveLength(SHOWN_AT_FIRST * 2);
    expect(verifyRound(seeds, 'video-poker', DEFAULT_CHOICES, 500).outcome).toMatchObject({
      seeded: { size: 52, cards: expect.any(Array) },
    });
  });

  it('lands Double Ball Roulette’s two balls on the round’s first two numbers, in launch order', () => {
    const round = verifyRound(seeds, 'double-ball-roulette', DEFAULT_CHOICES);
    const [first, second] = drawDoubleBall(fairRandomness(seeds));
    expect(round.outcome).toMatchObject({
      game: 'double-ball-roulette',
      balls: [
        { pocket: first, label: String(first) },
        { pocket: second, label: String(second) },
      ],
    });
    expect(round.draws).toEqual([
      { max: 37, value: first },
      { max: 37, value: second },
    ]);
    if (round.outcome.game !== 'double-ball-roulette') throw new Error('a double ball round');
    for (const ball of round.outcome.balls) {
      expect(ball.colour).toBe(isZero(ball.pocket) ? 'green' : isRed(ball.pocket) ? 'red' : 'black');
    }
  });

  it('names Caribbean Stud’s ten cards as the studio deals them: five for the player, the up card, four hidden', () => {
    const round = verifyRound(seeds, 'caribbean-stud', DEFAULT_CHOICES).outcome;
    if (!('seeded' in round) || round.seeded.view !== 'deck') throw new Error('caribbean stud is shown as its deck');
    expect(round.seeded).toMatchObject({ decks: 1, size: 52 });
    expect(round.seeded.roles).toEqual([...Array(5).fill('player'), 'dealer', ...Array(4).fill('dealerHole')]);
    const deal = dealCaribbeanStud(fairRandomness(seeds));
    expect(round.seeded.cards.slice(0, 10)).toEqual([...deal.player, ...deal.dealer]);
  });

  it('settles baccarat by the engine’s drawing rules', () => {
    const engine = playBaccarat(PUNTO_BANCO, [], fairRandomness(seeds));
    expect(verifyRound(seeds, 'baccarat', DEFAULT_CHOICES).outcome).toMatchObject({
      seeded: { baccarat: { player: engine.player, banker: engine.banker, winner: engine.winner } },
    });
  });

  it('shows the traps of the difficulty and floors chosen', () => {
    const choices = { ...DEFAULT_CHOICES, towerDifficulty: 'expert' as const, towerFloors: 3 };
    const round = verifyRound(seeds, 'tower', choices).outcome;
    if (!('seeded' in round) || round.seeded.view !== 'tower') throw new Error('tower is shown as traps');
    expect(round.seeded.traps).toHaveLength(3);
    expect(round.seeded.traps.every((floor) => floor.length === 2)).toBe(true);
    const params = { difficulty: 'expert' as const, floors: 1, rtpBasisPoints: 9750 };
    expect(round.seeded.traps[0]).toEqual(playTower(fairRandomness(seeds), params, { tiles: [0] }).traps[0]);
  });

  it('has no draw list for a seeded game, and a reading for every game', () => {
    for (const game of ENGINE_GAMES) {
      const round = verifyRound(seeds, game, DEFAULT_CHOICES);
      expect(round.outcome.game).toBe(game);
      if ('seeded' in round.outcome) expect(round).toMatchObject({ draws: [], usage: null });
    }
  });
});

describe('the provably fair form', () => {
  it('prefills from the address a game history links to, and writes it back', () => {
    const values = valuesFromQuery(new URLSearchParams('server_seed=s%20s&client_seed=c&nonce=3&game=roulette'));
    expect(values).toMatchObject({ serverSeed: 's s', clientSeed: 'c', nonce: '3', game: 'roulette' });
    expect(queryFromValues(values).toString()).toBe('server_seed=s+s&client_seed=c&nonce=3&game=roulette');
    expect(valuesFromQuery(new URLSearchParams('')).game).toBe('dice');
  });

  it('keeps working for every family the engine replays alone, and names a game it cannot check', () => {
    for (const game of ENGINE_GAMES) {
      const values = valuesFromQuery(new URLSearchParams({ server_seed: 's', client_seed: 'c', nonce: '0', game }));
      expect(parseFairForm(values)).toMatchObject({ ok: true, game });
    }
    const unknown = valuesFromQuery(new URLSearchParams('server_seed=s&client_seed=c&nonce=0&game=pai-gow'));
    expect(unknown.game).toBe('pai-gow');
    expect(parseFairForm(unknown)).toEqual({ ok: false, errors: { game: 'game' } });
    expect(parseFairForm({ ...unknown, game: '<script>' })).toEqual({ ok: false, errors: { game: 'game' } });
  });

  it('names each field that cannot be used', () => {
    const empty = valuesFromQuery(new URLSearchParams());
    expect(parseFairForm({ ...empty, nonce: '-1', commitment: 'abc' })).toEqual({
      ok: false,
      errors: { serverSeed: 'serverSeed', clientSeed: 'clientSeed', nonce: 'nonce', commitment: 'commitment' },
    });
    const filled = { ...empty, serverSeed: 's', clientSeed: 'c', nonce: ' 7 ' };
    expect(parseFairForm({ ...filled, nonce: '1.5' })).toMatchObject({ ok: false, errors: { nonce: 'nonce' } });
    expect(parseFairForm({ ...filled, diceTarget: '100' })).toMatchObject({ errors: { diceTarget: 'diceTarget' } });
    expect(parseFairForm({ ...filled, game: 'mines', mines: '25' })).toMatchObject({ errors: { mines: 'mines' } });
    expect(parseFairForm({ ...filled, game: 'keno', kenoPicks: '1 1' })).toMatchObject({
      errors: { kenoPicks: 'kenoPicks' },
    });
    expect(parseFairForm({ ...filled, game: 'keno', kenoPicks: '3, 40 12' })).toMatchObject({
      ok: true,
      seeds: { serverSeed: 's', clientSeed: 'c', nonce: 7 },
      choices: { kenoPicks: [3, 40, 12] },
    });
    expect(parseFairForm({ ...filled, diceTarget: '49,5' })).toMatchObject({
      choices: { diceTargetHundredths: 4950 },
    });
  });
});
