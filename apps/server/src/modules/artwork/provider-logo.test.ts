import { describe, expect, it } from 'vitest';
import { renderProviderLogo } from './provider-logo';

describe('renderProviderLogo', () => {
  it('returns a self-contained 240×96 SVG with the name as wordmark', () => {
    const svg = renderProviderLogo({ slug: 'northlight-studios', name: 'Northlight Studios' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('viewBox="0 0 240 96"');
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/http|href/);
    expect(svg).toContain('>Northlight<');
    expect(svg).toContain('>STUDIOS<');
    expect(Buffer.byteLength(svg)).toBeLessThan(4096);
  });

  it('escapes markup in names', () => {
    const svg = renderProviderLogo({ slug: 'x', name: 'Fish & <Chips> "Co"' });
    expect(svg).toContain('Fish &amp; &lt;Chips&gt; &quot;Co&quot;');
    expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });

  it('is deterministic and differs between studios', () => {
    const a = renderProviderLogo({ slug: 'a-studio', name: 'Alpha Games' });
    expect(renderProviderLogo({ slug: 'a-studio', name: 'Alpha Games' })).toBe(a);
    expect(renderProviderLogo({ slug: 'b-studio', name: 'Alpha Games' })).not.toBe(a);
  });
});
