import { describe, expect, it } from 'vitest';
import { launchDevice } from './launch-device';

describe('launchDevice', () => {
  it('launches the mobile build on phone-sized viewports', () => {
    expect(launchDevice(390)).toBe('mobile');
    expect(launchDevice(767)).toBe('mobile');
  });

  it('launches the desktop build from tablets up', () => {
    expect(launchDevice(768)).toBe('desktop');
    expect(launchDevice(1440)).toBe('desktop');
  });
});
