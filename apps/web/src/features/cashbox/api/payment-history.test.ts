import { describe, expect, it } from 'vitest';
import { hasMorePayments } from './payment-history';

const page = (pageNumber: number, perPage: number, total: number) => ({
  data: [],
  pagination: { page: pageNumber, per_page: perPage, total_count: total },
});

describe('hasMorePayments', () => {
  it('is true while the pages so far hold fewer payments than there are', () => {
    expect(hasMorePayments(page(1, 20, 21))).toBe(true);
    expect(hasMorePayments(page(1, 20, 20))).toBe(false);
    expect(hasMorePayments(page(2, 20, 41))).toBe(true);
    expect(hasMorePayments(page(3, 20, 41))).toBe(false);
    expect(hasMorePayments(page(1, 20, 0))).toBe(false);
  });
});
