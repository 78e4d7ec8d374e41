/**
 * PostgreSQL's unique violation (23505), however deep the driver wrapped it (Drizzle puts the driver's error in
 * `cause`); with `constraint`, only a violation of that index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint: violated } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || violated === constraint;
  }
  return false;
}

/** PostgreSQL's check violation (23514) of the named constraint, however deep the driver wrapped it. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint: violated } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23514') return violated === constraint;
  }
  return false;
}
