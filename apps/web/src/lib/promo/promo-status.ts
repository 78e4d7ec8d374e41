/**
 * Time status of a promotion (tournament, lottery, quest; engagement §4): FUTURE before it starts, ACTIVE until it
 * ends, ARCHIVE after. Its timer counts down to the end while active, to the start while future, and shows no
 * timer once archived.
 */
export type PromoStatus = 'FUTURE' | 'ACTIVE' | 'ARCHIVE';

export type PromoTimes = { start_at: string; end_at: string };

export function promoStatus({ start_at, end_at }: PromoTimes, nowMs: number): PromoStatus {
  if (nowMs < Date.parse(start_at)) return 'FUTURE';
  if (nowMs < Date.parse(end_at)) return 'ACTIVE';
  return 'ARCHIVE';
}

export type Countdown = { days: number; hours: number; minutes: number; seconds: number; done: boolean };

/** What a promo timer shows now; `done` is the end event (the timer reached zero). Null for archived promos. */
export function promoCountdown(times: PromoTimes, nowMs: number): Countdown | null {
  const status = promoStatus(times, nowMs);
  if (status === 'ARCHIVE') return null;
  const target = Date.parse(status === 'FUTURE' ? times.start_at : times.end_at);
  const left = Math.max(0, Math.floor((target - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}
