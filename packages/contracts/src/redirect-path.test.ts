import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, safeRedirectPath } from './redirect-path';

const OWN_PATHS = ['/', '/profile/main', '/de/tournaments?tab=all', '/play/quillfox/golden-piglet#top'];
const FOREIGN_PATHS = [
  '',
  'profile',
  'https://evil.example',
  '//evil.example/path',
  '/\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/ /evil.example',
  '/profile\nLocation: https://evil.example',
];

describe('safeRedirectPath', () => {
  it.each(OWN_PATHS)('keeps %j', (path) => {
    expect(isSafeRedirectPath(path)).toBe(true);
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each(FOREIGN_PATHS)('sends %j to the home page', (path) => {
    expect(isSafeRedirectPath(path)).toBe(false);
    expect(safeRedirectPath(path)).toBe('/');
  });

  it('sends a missing redirect to the home page', () => {
    expect(isSafeRedirectPath(undefined)).toBe(false);
    expect(safeRedirectPath(undefined)).toBe('/');
  });
});
