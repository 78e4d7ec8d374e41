import { describe, expect, it } from 'vitest';
import { isFrameableUrl } from './launch-url';

const origin = 'https://casino.test';

describe('isFrameableUrl', () => {
  it('frames our studio path and http(s) addresses', () => {
    expect(isFrameableUrl('/studio/?session=abc&locale=en', origin)).toBe(true);
    expect(isFrameableUrl('https://games.provider.test/launch?t=1', origin)).toBe(true);
  });

  it('refuses addresses that would run script in our origin', () => {
    expect(isFrameableUrl('javascript:alert(1)', origin)).toBe(false);
    expect(isFrameableUrl(' JavaScript:alert(1)', origin)).toBe(false);
    expect(isFrameableUrl('data:text/html,<script>1</script>', origin)).toBe(false);
  });
});
