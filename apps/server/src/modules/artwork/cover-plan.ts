import type { CoverGame, CoverSubject } from './cover-subjects';
import { coverSubject } from './cover-subjects';

/** The emblem chosen for a cover: one option on each of its subject's axes. */
export type CoverEmblem = { subject: CoverSubject; parts: readonly string[] };

/**
 * What makes two covers look alike, as text. A slot's emblem is its hero symbol, its composition and its accent
 * ("slot:axe:medallion:wild"); the hero is named without its theme, so a Norse coin and an Irish coin laid out the
 * same way count as the same emblem. A table's is its kind, view and detail ("table:blackjack:fan:AS-KH"), a live
 * game's its kind, studio set, dealer and detail ("live:roulette:arches:bun:17").
 */
export function coverEmblemKey(emblem: CoverEmblem): string {
  const { subject, parts } = emblem;
  return subject.family === 'slot' ? ['slot', ...parts].join(':') : [subject.family, subject.kind, ...parts].join(':');
}

/** Combinations a subject cannot draw: a scene is a whole picture, so it never sits in the reels or among symbols. */
function drawable(subject: CoverSubject, parts: readonly string[]): boolean {
  return !(subject.family === 'slot' && parts[0]?.startsWith('scene-') && (parts[1] === 'line' || parts[1] === 'trio'));
}

/** Every drawable combination, the title's favourite first. */
export function coverCandidates(subject: CoverSubject): string[][] {
  let combinations: string[][] = [[]];
  for (const options of subject.axes) {
    combinations = combinations.flatMap((head) => options.map((option) => [...head, option]));
  }
  return combinations.filter((parts) => drawable(subject, parts));
}

/** The cover a title gets on its own: its favourite combination. */
export function ownEmblem(game: CoverGame): CoverEmblem {
  const subject = coverSubject(game);
  return { subject, parts: coverCandidates(subject)[0] ?? [] };
}

/** How many of a studio's covers a named symbol may lead before titles naming it are spread like the rest. */
const NAMED_HERO_LIMIT = 3;

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/**
 * Emblems for one studio's games, none repeated. Games are taken in the order given (the catalogue's, oldest
 * first, so a new release never changes the covers already out); each takes the free combination that repeats
 * the least of what its siblings already show: a hero symbol (or studio set) first, then that hero in a layout it
 * has not had, then layouts and details the studio has used least. A title leads with the symbol its name promises
 * ("Axe Jackpot Royale" shows an axe) unless that symbol already leads a few of the studio's covers.
 */
export function planStudioCovers(games: readonly CoverGame[]): Map<string, CoverEmblem> {
  const plan = new Map<string, CoverEmblem>();
  const taken = new Set<string>();
  const uses = new Map<string, number>();
  const used = (key: string) => uses.get(key) ?? 0;
  for (const game of games) {
    if (plan.has(game.slug)) continue;
    const subject = coverSubject(game);
    const named = subject.family === 'slot' ? subject.named : [];
    const f = subject.family;
    let best: { parts: string[]; score: number[] } | undefined;
    for (const [rank, parts] of coverCandidates(subject).entries()) {
      if (taken.has(coverEmblemKey({ subject, parts }))) continue;
      const [first = '', second = '', third = ''] = parts;
      const score = [
        named.includes(first) && used(`${f}|0|${first}`) < NAMED_HERO_LIMIT ? named.indexOf(first) : named.length,
        used(`${f}|0|${first}`),
        used(`${f}|01|${first}|${second}`),
        used(`${f}|1|${second}`),
        used(`${f}|2|${third}`),
        rank,
      ];
      if (!best || compare(score, best.score) < 0) best = { parts, score };
    }
    // Only a studio with more games than one kind of game has combinations would run out; it repeats the favourite.
    const parts = best?.parts ?? coverCandidates(subject)[0] ?? [];
    const emblem = { subject, parts };
    plan.set(game.slug, emblem);
    taken.add(coverEmblemKey(emblem));
    const [first = '', second = '', third = ''] = parts;
    for (const key of [`${f}|0|${first}`, `${f}|01|${first}|${second}`, `${f}|1|${second}`, `${f}|2|${third}`]) {
      uses.set(key, used(key) + 1);
    }
  }
  return plan;
}
