import type { Card } from '@casino/game-engine';
import {
  analyseVideoPoker,
  analyseVideoPokerWith,
  DEUCES_WILD_EVALUATOR,
  DEUCES_WILD_ILLINOIS,
  DEUCES_WILD_RANKS,
  deucesWildPays,
  equals,
  fairRandomness,
  handRankOf,
  JACKS_OR_BETTER_9_6,
} from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { IllegalPlay } from './family';
import { PINNED_ANALYSIS, videoPokerFamily } from './video-poker-family';

const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'];

const params = videoPokerFamily.defaults;
const seedsOf = (nonce: number) => ({ serverSeed: 'a'.repeat(64), clientSeed: 'video-poker', nonce });
const play = (nonce: number, actions: { action: string; details: Record<string, unknown> }[] = [], stake = 100) =>
  videoPokerFamily.play(params, stake, {}, actions, fairRandomness(seedsOf(nonce)));
const draw = (hold: boolean[]) => [{ action: 'draw', details: { hold } }];

describe('video poker family', () => {
  it('deals five cards and asks for the draw, without showing the draw pile', () => {
    const open = play(1);
    expect(open.returned).toBeNull();
    expect(open.actions).toEqual(['draw']);
    expect(open.view.hand).toHaveLength(5);
    expect(Object.keys(open.view).sort()).toEqual(['hand', 'paytable']);
    // Replaying the same seeds and nonce deals the same hand; another nonce deals another.
    expect(play(1).view.hand).toEqual(open.view.hand);
    expect(play(2).view.hand).not.toEqual(open.view.hand);
  });

  it('keeps held cards in place, pays the final hand by the paytable and rounds down', () => {
    const { hand } = play(3).view as { hand: Parameters<typeof handRankOf>[0] };
    const kept = play(3, draw([true, true, true, true, true]), 7);
    expect(kept.view.final_hand).toEqual(hand);
    const rank = handRankOf(hand);
    expect(kept.view.hand_rank).toBe(rank);
    expect(kept.returned).toBe(Math.floor((7 * JACKS_OR_BETTER_9_6[rank]) / 100));
    expect(kept.actions).toEqual([]);

    const fresh = play(3, draw([false, false, false, false, false]));
    const finalHand = fresh.view.final_hand as typeof hand;
    // Five new cards, none of them dealt before.
    expect(finalHand.some((card) => hand.some((dealt) => dealt.rank === card.rank && dealt.suit === card.suit))).toBe(
      false,
    );
  });

  it('refuses anything but one draw naming each of the five cards', () => {
    expect(() => play(4, [{ action: 'hit', details: {} }])).toThrow(IllegalPlay);
    expect(() => play(4, draw([true, false]))).toThrow(IllegalPlay);
    expect(() => play(4, [...draw([true, true, true, true, true]), ...draw([true, true, true, true, true])])).toThrow(
      IllegalPlay,
    );
    expect(() => play(4, [], 0)).toThrow(IllegalPlay);
  });

  it('prices the game with the pinned analysis, which is what the engine enumerates', () => {
    const analysis = analyseVideoPoker(JACKS_OR_BETTER_9_6);
    const pinned = PINNED_ANALYSIS['jacks-or-better-9-6'];
    expect(equals(pinned.rtp, analysis.rtp)).toBe(true);
    expect(equals(pinned.hitRate, analysis.hitRate)).toBe(true);
    expect(equals(videoPokerFamily.exactRtp(params), analysis.rtp)).toBe(true);
  }, 60_000);

  it('deals Deuces Wild by its paytable: wild deuces rank the hand, and its pays and pinned price are its own', () => {
    const deuces = { paytable: 'deuces-wild-illinois' as const };
    const rows = (videoPokerFamily.play(deuces, 100, {}, [], fairRandomness(seedsOf(5))).view.paytable ?? []) as {
      hand: string;
      pays: string;
    }[];
    expect(rows[0]).toEqual({ hand: 'natural-royal-flush', pays: '800' });
    expect(rows.at(-1)).toEqual({ hand: 'three-of-a-kind', pays: '1' });
    expect(rows.map((row) => row.hand)).not.toContain('two-pair');
    for (let nonce = 0; nonce < 40; nonce += 1) {
      const round = videoPokerFamily.play(
        deuces,
        100,
        {},
        draw([true, true, true, true, true]),
        fairRandomness(seedsOf(nonce)),
      );
      const cards = round.view.final_hand as Card[];
      const [a, b, c, d, e] = cards.map((card) => SUITS.indexOf(card.suit) * 13 + card.rank - 1) as [
        number,
        number,
        number,
        number,
        number,
      ];
      const rank = DEUCES_WILD_RANKS[DEUCES_WILD_EVALUATOR.rankIndexOf(a, b, c, d, e)]!;
      expect(round.view.hand_rank).toBe(rank);
      expect(round.returned).toBe(DEUCES_WILD_ILLINOIS[rank]);
    }
    const analysis = analyseVideoPokerWith(DEUCES_WILD_EVALUATOR, deucesWildPays(DEUCES_WILD_ILLINOIS));
    expect(videoPokerFamily.exactRtp(deuces)).toEqual(analysis.rtp);
    expect(videoPokerFamily.hitRate(deuces)).toEqual(analysis.hitRate);
  }, 60_000);
});
