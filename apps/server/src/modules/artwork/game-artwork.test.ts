import { describe, expect, it } from 'vitest';
import { detectTheme, SLOT_ART_THEMES, TABLE_ART_THEMES } from './artwork-themes';
import { renderGameArtwork } from './game-artwork';
import { expectSelfContainedSvg } from './svg-checks.test-support';

const MAX_BYTES = 8 * 1024;

const sample = {
  slug: 'northlight-studios/pharaohs-ember',
  title: "Pharaoh's Ember",
  providerName: 'Northlight Studios',
  categories: ['pokies', 'jackpots'],
};

describe('renderGameArtwork', () => {
  it('returns a self-contained portrait SVG', () => {
    const svg = renderGameArtwork(sample);
    expectSelfContainedSvg(svg);
    expect(svg).toContain('viewBox="0 0 300 400"');
    expect(svg).toContain('NORTHLIGHT STUDIOS');
    expect(svg).toContain('JACKPOT');
  });

  it('escapes markup in titles and provider names', () => {
    const svg = renderGameArtwork({ ...sample, title: 'Cats <&"> Dogs\'', providerName: 'Fish & <Chips>' });
    expectSelfContainedSvg(svg);
    expect(svg).toContain('&lt;&amp;&quot;&gt;');
    expect(svg).not.toContain('<&');
    expect(svg).toContain('FISH &amp; &lt;CHIPS&gt;');
  });

  it('is deterministic for a slug and distinct across slugs', () => {
    expect(renderGameArtwork(sample)).toBe(renderGameArtwork({ ...sample }));
    const other = renderGameArtwork({ ...sample, slug: 'northlight-studios/pharaohs-ember-2' });
    expect(other).not.toBe(renderGameArtwork(sample));
    const covers = new Set(
      Array.from({ length: 40 }, (_, i) => renderGameArtwork({ ...sample, slug: `studio/game-${i}` })),
    );
    expect(covers.size).toBe(40);
  });

  it('stays under 8 KB for every theme, long titles and many categories', () => {
    const titles = [
      'Koi',
      'Velvet Roulette Live',
      'The Extraordinarily Long Title Of A Game That Nobody Can Fit On One Tile Whatsoever',
      'Supercalifragilisticexpialidocious',
      '<<<&&&>>> """',
    ];
    const categorySets = [['pokies'], ['live', 'drops-and-wins-live'], ['table'], ['instant'], ['pokies', 'jackpots']];
    for (const [i, title] of titles.entries()) {
      for (const [j, categories] of categorySets.entries()) {
        const svg = renderGameArtwork({ slug: `p/g-${i}-${j}`, title, providerName: 'Grand Parlour Live', categories });
        expectSelfContainedSvg(svg);
        expect(Buffer.byteLength(svg), `${title} ${categories.join(',')}`).toBeLessThan(MAX_BYTES);
      }
    }
  });

  it('draws a table for live and table games and a story for slots', () => {
    expect(detectTheme('Velvet Roulette Live', ['live'], 1)).toBe('roulette');
    expect(detectTheme('Imperial Baccarat Squeeze', ['live'], 1)).toBe('cards');
    expect(detectTheme('Nova Crash', ['instant'], 1)).toBe('crash');
    expect(detectTheme("Pharaoh's Ember", ['pokies'], 1)).toBe('egyptian');
    expect(detectTheme('Neon Koi Riches', ['pokies'], 1)).toBe('asian');
    expect(detectTheme('Frozen Longship Saga', ['pokies'], 1)).toBe('norse');
    // Unknown words still get a slot theme, never a table.
    expect(SLOT_ART_THEMES).toContain(detectTheme('Zzyx Qwon', ['pokies'], 12345));
    expect(TABLE_ART_THEMES).toContain(detectTheme('Zzyx Qwon', ['table'], 12345));
  });

  it('marks live games with a LIVE pill', () => {
    expect(renderGameArtwork({ ...sample, categories: ['live'] })).toContain('>LIVE<');
    expect(renderGameArtwork({ ...sample, categories: ['pokies'] })).not.toContain('>LIVE<');
  });
});
