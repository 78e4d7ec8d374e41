/**
 * The answers of statements a transaction wrote together, without awaiting each before writing the next: a
 * pipelining connection sends them in one write and PostgreSQL runs them in the order they were written, so a
 * statement sees what those before it did. Use it for statements that do not need each other's answers (a request's
 * lookups, its records), to pay one round trip for them instead of one each.
 *
 * Read in the order they were written: a failed statement aborts its transaction, and the ones after it then fail
 * only because it did ("current transaction is aborted"), so the first failure in that order is the one thrown, and
 * the others are read and dropped (never left as unhandled rejections). A caller's check that rejects its own
 * statement's promise (a round of another player) counts as that statement's failure.
 */
export async function answersInOrder<T extends readonly unknown[]>(pending: {
  readonly [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const settled = (pending as readonly Promise<unknown>[]).map((answer) =>
    answer.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  );
  const answers: unknown[] = [];
  let failure: { error: unknown } | undefined;
  for (const outcome of settled) {
    const answer = await outcome;
    if (!answer.ok) failure ??= { error: answer.error };
    else answers.push(answer.value);
  }
  if (failure) throw failure.error;
  return answers as unknown as T;
}

/**
 * Marks an answer that will be read later (by `answersInOrder`, after more statements are written) as handled now: a
 * failure that arrives before it is read is thrown when it is read, not reported as an unhandled rejection first.
 */
export function readLater<T>(answer: Promise<T>): Promise<T> {
  answer.catch(() => undefined);
  return answer;
}
