/**
 * The start of one family of this server's Redis keys or channels, under the deployment's namespace
 * (`REDIS_NAMESPACE`) when it has one. Without it every deployment uses the same names, so two sites sharing one
 * Redis would share them too: a player of one would be sent the balance of the other's player with the same id, and
 * a visitor's sign-in attempts would count on both.
 */
export function redisPrefix(namespace: string | undefined, family: string): string {
  return namespace ? `${namespace}:${family}` : family;
}
