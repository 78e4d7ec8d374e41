import type { Clock } from '../lib/clock';

/** A clock tests move by hand. It starts at the real time, so anything else that reads Date.now still agrees. */
export type TestClock = Clock & { advance: (ms: number) => void; set: (time: Date) => void };

export function testClock(start = new Date()): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (time) => {
    now = time.getTime();
  };
  return clock;
}
