const PUBLIC_NAMESPACE = 'public:';
const USER_BOUNDARY = '#';

/**
 * Centrifugo's rules, so the same channel names work against a Centrifugo cluster:
 * - a channel with `#` is user-limited: only the users listed after it (comma-separated) may subscribe, e.g.
 *   `balance#42`. Guests (user '') never match, so a guest cannot read `balance#` either;
 * - otherwise `public:*` channels are open to everyone, guests included;
 * - anything else is denied, so a new channel is private until someone decides it is public.
 */
export function canSubscribe(channel: string, userId: string): boolean {
  const boundary = channel.indexOf(USER_BOUNDARY);
  if (boundary !== -1) {
    if (userId === '') return false;
    return channel
      .slice(boundary + 1)
      .split(',')
      .includes(userId);
  }
  return channel.startsWith(PUBLIC_NAMESPACE) && channel.length > PUBLIC_NAMESPACE.length;
}
