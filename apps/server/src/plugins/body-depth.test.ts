import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './body-depth';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

describe('the body depth guard', () => {
  it('counts arrays and objects as levels, and nothing else', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({ a: 1, b: [2] }, 2)).toBe(false);
    expect(nestsDeeperThan({ a: 1, b: [2] }, 1)).toBe(true);
  });

  it('lets the limit through and refuses one level more, however deep, without recursion', () => {
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nested(200_000), MAX_BODY_DEPTH)).toBe(true);
  });
});
