import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, showToast } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('remove themselves after 10 seconds', () => {
    showToast('NOTIFICATIONS.SOMETHING_WENT_WRONG');
    vi.advanceTimersByTime(9_999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('keep persistent ones until dismissed, and show each persistent fact once', () => {
    const id = showToast('OOPS.RESTRICTED_GEO');
    expect(showToast('OOPS.RESTRICTED_GEO')).toBe(id);
    vi.advanceTimersByTime(60_000);
    expect(getToasts().map((toast) => toast.key)).toEqual(['OOPS.RESTRICTED_GEO']);
    dismissToast(id);
    expect(getToasts()).toHaveLength(0);
  });
});
