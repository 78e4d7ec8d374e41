import { expect } from 'vitest';

/** A tiny well-formedness check: one root svg element, balanced tags, no references outside the document. */
export function expectSelfContainedSvg(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/http|href="(?!#)|@import|url\((?!#)/i);
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
  // Every '&' starts an entity: raw ampersands would make the document invalid XML.
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
}
