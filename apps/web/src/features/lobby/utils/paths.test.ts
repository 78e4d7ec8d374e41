import { describe, expect, it } from 'vitest';
import { parseStartPage } from './paths';

describe('start page from the URL', () => {
  it('opens a list at the page the address names, and at page 1 for anything that is not a page number', () => {
    expect(parseStartPage('3')).toBe(3);
    for (const page of [undefined, '', '0', '-2', '1.5', 'two']) expect(parseStartPage(page), String(page)).toBe(1);
  });
});
