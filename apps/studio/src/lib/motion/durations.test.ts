import { describe, expect, it } from 'vitest';
import { revealDuration } from './durations';

describe('revealDuration', () => {
  it('runs the full animation by default', () => {
    expect(revealDuration(1800, { reducedMotion: false, turbo: false })).toBe(1800);
  });

  it('shortens it in turbo and reduces it to a fade for reduced motion', () => {
    expect(revealDuration(1800, { reducedMotion: false, turbo: true })).toBe(600);
    expect(revealDuration(1800, { reducedMotion: true, turbo: false })).toBe(150);
    expect(revealDuration(100, { reducedMotion: true, turbo: true })).toBe(100);
  });
});
