import { describe, expect, it } from 'vitest';
import { categoryPath } from './category-path';

describe('category path', () => {
  it.each([
    ['pokies', '/pokies'],
    ['live', '/live'],
    ['top', '/categories/top'],
    ['drops-and-wins', '/categories/drops-and-wins'],
    ['a b/c', '/categories/a%20b%2Fc'],
  ])('%s → %s', (slug, path) => {
    expect(categoryPath(slug)).toBe(path);
  });
});
