import { SURVEY_IDLE_MS, SURVEY_PRELOAD_LEAD_MS, SURVEY_SHOW_DELAY_MS } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdleSchedule } from './idle-schedule';
import { ACTIVITY_EVENTS, startIdleSchedule, watchActivity } from './idle-schedule';

const MINUTE = 60_000;

describe('the survey idle schedule', () => {
  let schedule: IdleSchedule | undefined;
  let moment: { ok: boolean };
  const preload = vi.fn();
  const show = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    moment = { ok: true };
    preload.mockClear();
    show.mockClear();
  });
  afterEach(() => {
    schedule?.stop();
    vi.useRealTimers();
  });

  const start = (pick: () => string | null | Promise<string | null> = () => (moment.ok ? 'survey-1' : null)) => {
    schedule = startIdleSchedule({
      idleMs: SURVEY_IDLE_MS,
      preloadLeadMs: SURVEY_PRELOAD_LEAD_MS,
      showDelayMs: SURVEY_SHOW_DELAY_MS,
      preload,
      pick,
      show,
    });
    return schedule;
  };

  it('preloads at 4 min 50 s of quiet and shows half a second after 5 min', async () => {
    start();
    await vi.advanceTimersByTimeAsync(4 * MINUTE + 49_999);
    expect(preload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(preload).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(10_000);
    expect(show).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(499);
    expect(show).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(show).toHaveBeenCalledExactlyOnceWith('survey-1');
  });

  it('starts the quiet time again on every activity', async () => {
    const { activity } = start();
    for (let minute = 0; minute < 12; minute += 1) {
      await vi.advanceTimersByTimeAsync(4 * MINUTE);
      activity();
    }
    expect(preload).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(5 * MINUTE + SURVEY_SHOW_DELAY_MS);
    expect(show).toHaveBeenCalledOnce();
  });

  it('counts activity between the preload and the idle moment', async () => {
    const { activity } = start();
    await vi.advanceTimersByTimeAsync(4 * MINUTE + 55_000);
    expect(preload).toHaveBeenCalledOnce();
    activity();
    await vi.advanceTimersByTimeAsync(4 * MINUTE + 50_000);
    expect(show).not.toHaveBeenCalled();
    expect(preload).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000 + SURVEY_SHOW_DELAY_MS);
    expect(show).toHaveBeenCalledOnce();
  });

  it('waits for the next full quiet period when the moment is wrong, then shows', async () => {
    moment.ok = false;
    const { activity } = start();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(show).not.toHaveBeenCalled();

    moment.ok = true;
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(show).not.toHaveBeenCalled();
    activity();
    await vi.advanceTimersByTimeAsync(5 * MINUTE + SURVEY_SHOW_DELAY_MS);
    expect(show).toHaveBeenCalledOnce();
  });

  it('looks again just before showing: a modal opened in the half second wins', async () => {
    start();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    moment.ok = false;
    await vi.advanceTimersByTimeAsync(SURVEY_SHOW_DELAY_MS);
    expect(show).not.toHaveBeenCalled();
  });

  it('waits for a configuration that is still loading', async () => {
    let answer: (value: string | null) => void = () => undefined;
    start(() => new Promise((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(5 * MINUTE + 2_000);
    answer('survey-1');
    await vi.advanceTimersByTimeAsync(SURVEY_SHOW_DELAY_MS);
    answer('survey-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(show).toHaveBeenCalledExactlyOnceWith('survey-1');
  });

  it('shows once, and never after stop', async () => {
    const first = start();
    await vi.advanceTimersByTimeAsync(5 * MINUTE + SURVEY_SHOW_DELAY_MS);
    first.activity();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(show).toHaveBeenCalledOnce();

    show.mockClear();
    start().stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(show).not.toHaveBeenCalled();
  });
});

describe('activity watching', () => {
  it('hears pointer, keyboard, wheel, scroll and touch events until unsubscribed', () => {
    const target = new EventTarget();
    const onActivity = vi.fn();
    const stop = watchActivity(target, onActivity);
    for (const type of ACTIVITY_EVENTS) target.dispatchEvent(new Event(type));
    expect(onActivity).toHaveBeenCalledTimes(ACTIVITY_EVENTS.length);
    expect(ACTIVITY_EVENTS).toEqual(expect.arrayContaining(['pointermove', 'keydown', 'scroll', 'touchstart']));

    stop();
    target.dispatchEvent(new Event('keydown'));
    expect(onActivity).toHaveBeenCalledTimes(ACTIVITY_EVENTS.length);
  });
});
