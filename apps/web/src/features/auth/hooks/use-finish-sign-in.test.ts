import { describe, expect, it } from 'vitest';
import { safeRedirect } from './use-finish-sign-in';

describe('the redirect after sign-in', () => {
  it.each(['/profile/main', '/de/tournaments?tab=all', '/play/quillfox/golden-piglet'])('follows %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    undefined,
    '',
    'profile',
    'https://evil.example',
    '//evil.example/path',
    '/\\evil.example',
    // `?redirect=/%09/evil.example`: browsers drop the tab and read //evil.example.
    '/\t/evil.example',
    '/\n/evil.example',
  ])('refuses %j', (path) => {
    expect(safeRedirect(path)).toBeUndefined();
  });
});
