import { describe, expect, it } from 'vitest';
import { paginate } from './pagination';

describe('paginate', () => {
  it.each([
    [1, 40, 0, { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: 0 }],
    [1, 40, 40, { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: 40 }],
    [1, 40, 41, { current_page: 1, next_page: 2, prev_page: null, total_pages: 2, total_count: 41 }],
    [2, 40, 81, { current_page: 2, next_page: 3, prev_page: 1, total_pages: 3, total_count: 81 }],
    [3, 40, 81, { current_page: 3, next_page: null, prev_page: 2, total_pages: 3, total_count: 81 }],
    // Past the end: nothing next, and "previous" points at the last real page.
    [9, 40, 81, { current_page: 9, next_page: null, prev_page: 3, total_pages: 3, total_count: 81 }],
  ])('page %i of size %i over %i items', (page, size, total, expected) => {
    expect(paginate(page, size, total)).toEqual(expected);
  });
});
