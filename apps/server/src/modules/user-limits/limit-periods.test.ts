import { describe, expect, it } from 'vitest';
import { addCalendarMonths, exclusionEnd, windowAt } from './limit-periods';

const at = (iso: string) => new Date(iso);

describe('limit windows', () => {
  const anchor = at('2026-01-31T10:00:00.000Z');

  it('runs day and week windows back to back from the moment the limit was set', () => {
    expect(windowAt('day', anchor, at('2026-01-31T10:00:00.000Z'))).toEqual({
      start: at('2026-01-31T10:00:00.000Z'),
      end: at('2026-02-01T10:00:00.000Z'),
    });
    // The last millisecond belongs to the window; its end starts the next one.
    expect(windowAt('day', anchor, at('2026-02-01T09:59:59.999Z')).end).toEqual(at('2026-02-01T10:00:00.000Z'));
    expect(windowAt('day', anchor, at('2026-02-01T10:00:00.000Z')).start).toEqual(at('2026-02-01T10:00:00.000Z'));
    expect(windowAt('week', anchor, at('2026-02-10T00:00:00.000Z'))).toEqual({
      start: at('2026-02-07T10:00:00.000Z'),
      end: at('2026-02-14T10:00:00.000Z'),
    });
  });

  it('runs month windows in calendar months, clamping to the shorter month', () => {
    expect(windowAt('month', anchor, at('2026-02-15T00:00:00.000Z'))).toEqual({
      start: at('2026-01-31T10:00:00.000Z'),
      end: at('2026-02-28T10:00:00.000Z'),
    });
    expect(windowAt('month', anchor, at('2026-02-28T10:00:00.000Z'))).toEqual({
      start: at('2026-02-28T10:00:00.000Z'),
      end: at('2026-03-31T10:00:00.000Z'),
    });
    expect(addCalendarMonths(at('2028-01-31T00:00:00.000Z'), 1)).toEqual(at('2028-02-29T00:00:00.000Z'));
  });

  it('ends cooling-off after exact days and self-exclusion after calendar months, forever never', () => {
    const from = at('2026-03-15T12:00:00.000Z');
    expect(exclusionEnd('coolingoff', 'day', from)).toEqual(at('2026-03-16T12:00:00.000Z'));
    expect(exclusionEnd('coolingoff', 'month', from)).toEqual(at('2026-04-14T12:00:00.000Z'));
    expect(exclusionEnd('selfexclusion', '6', from)).toEqual(at('2026-09-15T12:00:00.000Z'));
    expect(exclusionEnd('selfexclusion', '60', from)).toEqual(at('2031-03-15T12:00:00.000Z'));
    expect(exclusionEnd('selfexclusion', 'forever', from)).toBeNull();
  });
});
