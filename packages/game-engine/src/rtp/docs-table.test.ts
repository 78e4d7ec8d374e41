import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kenoExactRtp, KENO_DEFAULTS } from '../instant/keno';
import { PEGFALL_RISKS, PEGFALL_ROWS, pegfallExactRtp } from '../instant/pegfall';
import { RTP_GAMES } from './rtp-games';

const docs = readFileSync(new URL('../../../../docs/game-maths.md', import.meta.url), 'utf8');
const fraction = ({ n, d }: { n: bigint; d: bigint }) => `${n}/${d}`;
const rowOf = (game: string) => docs.split('\n').find((line) => line.startsWith(`| ${game} `)) ?? '';

describe('docs/game-maths.md publishes the exact RTPs the code computes', () => {
  it.each(RTP_GAMES)('$id', (game) => {
    const rtp = game.exactRtp();
    expect(rowOf(game.id)).toContain(`${fraction(rtp)} = `);
    expect(rtp.n * 1000n).toBeGreaterThanOrEqual(rtp.d * 940n);
    expect(rtp.n * 1000n).toBeLessThanOrEqual(rtp.d * 995n);
  });

  it('every keno pick count and pegfall board', () => {
    for (let picks = 1; picks <= 10; picks += 1) {
      expect(docs).toContain(`${fraction(kenoExactRtp(KENO_DEFAULTS, picks))} = `);
    }
    for (const risk of PEGFALL_RISKS) {
      for (const rows of PEGFALL_ROWS) expect(docs).toContain(`${fraction(pegfallExactRtp({ rows, risk }))} = `);
    }
  });
});
