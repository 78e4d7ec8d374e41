/**
 * Fits a title into the lower part of a 300-wide cover. Lines get an explicit textLength, so whichever font the
 * viewer's system substitutes for Impact, the title fills the same box and never spills off the tile.
 */
export type TitleLine = { text: string; width: number };
export type TitleLayout = { lines: TitleLine[]; fontSize: number; lineHeight: number };

const MAX_WIDTH = 262;
const MAX_FONT_BY_LINES = [54, 44, 36] as const;
/** Average advance of an upper-case letter in a heavy condensed face, in em. */
const LETTER_EM = 0.56;
const NARROW = new Set(['I', 'J', '1', "'", '’', '.', ',', '!', '-', ':', ';']);
const WIDE = new Set(['M', 'W', 'Ø', 'Æ', '&']);

function lineEms(text: string): number {
  let ems = 0;
  for (const char of text) {
    if (char === ' ') ems += 0.26;
    else if (NARROW.has(char)) ems += 0.3;
    else if (WIDE.has(char)) ems += 0.76;
    else ems += LETTER_EM;
  }
  return ems;
}

function splits(words: readonly string[], parts: number): string[][] {
  if (parts === 1) return [[words.join(' ')]];
  const result: string[][] = [];
  for (let i = 1; i <= words.length - parts + 1; i += 1) {
    const head = words.slice(0, i).join(' ');
    for (const rest of splits(words.slice(i), parts - 1)) result.push([head, ...rest]);
  }
  return result;
}

function fontFor(lines: readonly string[]): number {
  const cap = MAX_FONT_BY_LINES[lines.length - 1] ?? 36;
  return Math.min(cap, MAX_WIDTH / Math.max(...lines.map(lineEms), 1));
}

/** The most balanced way to break the title into 1–3 lines: short titles stay big, long ones wrap. */
function chooseLines(title: string): string[] {
  const words = title.toUpperCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [''];
  const bestPerLineCount = [1, 2, 3]
    .filter((parts) => parts <= words.length)
    .map((parts) => splits(words, parts).reduce((best, lines) => (fontFor(lines) > fontFor(best) ? lines : best)));
  // More lines only when they buy a clearly bigger title; one line of big letters reads best on a small tile.
  let chosen = bestPerLineCount[0] ?? [words.join(' ')];
  for (const option of bestPerLineCount.slice(1)) if (fontFor(option) > fontFor(chosen) * 1.12) chosen = option;
  return chosen;
}

export function layoutTitle(title: string): TitleLayout {
  const texts = chooseLines(title);
  const fontSize = Math.max(18, fontFor(texts));
  const lines = texts.map((text) => ({ text, width: Math.min(MAX_WIDTH, lineEms(text) * fontSize) }));
  return { lines, fontSize, lineHeight: fontSize * 1.02 };
}
