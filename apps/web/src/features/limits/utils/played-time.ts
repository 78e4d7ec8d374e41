/**
 * Played time as the reality check says it, in words of the player's language: "31 minutes", "1 hour 5 minutes",
 * "1 heure 5 minutes". Whole minutes only: the point is how long, not a stopwatch.
 */
export function playedTimeText(seconds: number, locale: string): string {
  const totalMinutes = Math.max(0, Math.floor(seconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  return minutes === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}
