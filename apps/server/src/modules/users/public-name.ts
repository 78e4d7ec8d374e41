/**
 * How a player is named in public (live wins, leaderboards): the first 6 characters of the nickname, or of the
 * e-mail address's local part when there is none, then `***` (engagement spec §5). Never the whole address.
 */
export function publicPlayerName(user: { nickname: string | null; email: string }): string {
  const source = user.nickname?.trim() || user.email.split('@')[0] || 'player';
  // By code points, so a name is never cut inside a character outside the basic plane.
  return `${Array.from(source).slice(0, 6).join('')}***`;
}
