import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import type { RecordedStatement } from '../servers/protocol-server';

/** node-postgres's own conversion of a value to the text it sends, so the script sends the same. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as {
  prepareValue: (value: unknown) => unknown;
};

type Variables = { marker: string; userId: number };
type Statement = RecordedStatement & { types: string[] };

/**
 * Turns the statements a server sent for one request into a pgbench script that sends the same SQL for a random
 * player and a fresh round each time. Every value becomes an expression cast to the type PostgreSQL gave its
 * parameter: the player's id becomes `:player`; the player's ledger book ids, `:account_<book>` (the server keeps
 * them in memory; the script reads them first, a small handicap to pgbench); an id an earlier statement answered,
 * that statement's `\gset` variable; the request's unique `marker`, `:client_id-:key`; a time, `now()`; anything else
 * stays the literal the server sent. The outbox dispatcher's transactions, which run beside requests rather than in
 * them, are left out. pgbench reads `:name` as a variable anywhere, even in a string, so colons in strings are
 * written as `chr(58)`.
 */
export async function pgbenchScriptOf(
  db: Database,
  recorded: RecordedStatement[],
  variables: Variables,
): Promise<{ script: string; statements: number; unpipelined: number }> {
  const statements = await withParameterTypes(db, withoutDispatcher(recorded));
  const accounts = await accountsOf(db, variables.userId);
  const groups = groupsAsSent(statements);
  const inserted = await insertedIdsInPipelines(db, statements, groups);
  const gsets = new Map<number, string>();
  const lines = statements.map((statement, index) => {
    const text = escapeColonsInLiterals(statement.text.trim());
    if (statement.values.length === 0) return `${text};`;
    return `${text.replace(/\$(\d+)/g, (_, n: string) => {
      const at = Number(n) - 1;
      const value = statement.values[at];
      const type = statement.types[at] ?? 'text';
      const answered = answeredBefore(statements, index, value, variables, accounts);
      const sequence = answered && answered.column === 'id' ? inserted.get(answered.statement) : undefined;
      if (answered && !sequence) gsets.set(answered.statement, `r${answered.statement}_`);
      const expression = sequence
        ? `(select currval('${sequence}'))`
        : answered
          ? `:r${answered.statement}_${answered.column}`
          : expressionOf(value, variables, accounts);
      return `(${expression})::${type}`;
    })};`;
  });
  for (const [index, prefix] of gsets) lines[index] = `${lines[index]?.replace(/;$/, '')} \\gset ${prefix}`;
  const { script: body, unpipelined } = pipelinedAsSent(groups, lines);
  const readAccounts =
    `SELECT ${[...accounts.keys()].map((book) => `max(id) FILTER (WHERE book = '${book}') AS account_${book}`).join(', ')} ` +
    `FROM ledger_accounts WHERE user_id = :player AND currency = 'EUR' \\gset`;
  return {
    script: [`\\set key random(1, 1000000000000)`, readAccounts, ...body].join('\n') + '\n',
    statements: statements.length,
    unpipelined,
  };
}

/**
 * The statements by the groups the server wrote them in (each written before the one before it was answered: BEGIN
 * with the first statement, a request's lookups together, the last with COMMIT), as lists of their indices.
 */
function groupsAsSent(statements: Statement[]): number[][] {
  const groups: number[][] = [];
  statements.forEach((statement, index) => {
    const last = groups.at(-1);
    // Written before the statement just before it was answered, on the same connection: sent with it.
    const sameConnection = statements[index - 1]?.connection === statement.connection;
    if (statement.pipelined && last && sameConnection) last.push(index);
    else groups.push([index]);
  });
  return groups;
}

/**
 * The id a statement inside a group answers by inserting a row (a request's round, opened with its lookups), where
 * later statements use it: pgbench cannot read an answer into variables (`\gset`) inside a pipeline, but each of its
 * replays inserts a fresh row, so the id is the session's last value of the table's sequence (`currval`), which the
 * script reads instead, in the statements that use it: in a subquery, run once per statement, since a volatile call
 * in a condition would be run for every row and keep the id's index from being used. By statement index, the
 * sequence's name.
 */
async function insertedIdsInPipelines(
  db: Database,
  statements: Statement[],
  groups: number[][],
): Promise<Map<number, string>> {
  const sequences = new Map<number, string>();
  for (const index of groups.filter((group) => group.length > 1).flat()) {
    const table = /\binsert\s+into\s+(\w+)/i.exec(statements[index]?.text ?? '')?.[1];
    if (!table || statements[index]?.rows.length !== 1) continue;
    const result = (await db.execute(
      sql`select pg_get_serial_sequence(table_name, column_name) as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and column_name = 'id'`,
    )) as unknown as { rows: { name: string | null }[] };
    const name = result.rows[0]?.name;
    if (name) sequences.set(index, name);
  }
  return sequences;
}

/**
 * The script's lines with the statements the server wrote together sent together by pgbench too, in a pipeline.
 * pgbench cannot read an answer into variables (`\gset`) inside a pipeline: a group that still needs one is sent a
 * statement at a time, and counted in `unpipelined` (a handicap to pgbench).
 */
function pipelinedAsSent(groups: number[][], lines: string[]): { script: string[]; unpipelined: number } {
  let unpipelined = 0;
  const script = groups.flatMap((indices) => {
    const group = indices.map((index) => lines[index] ?? '');
    if (group.length === 1) return group;
    if (group.some((line) => line.includes('\\gset'))) {
      unpipelined += 1;
      return group;
    }
    return ['\\startpipeline', ...group, '\\endpipeline'];
  });
  return { script, unpipelined };
}

/**
 * Drops the transactions that took the outbox dispatcher's lock (they deliver events after a request, not in it),
 * and what a transaction begun before the recording sent after it started.
 */
function withoutDispatcher(recorded: RecordedStatement[]): RecordedStatement[] {
  const kept: (RecordedStatement | undefined)[] = [];
  const open = new Map<number, number[]>();
  const dispatching = new Set<number>();
  for (const statement of recorded) {
    const { connection } = statement;
    const text = statement.text.trim().toLowerCase();
    const at = kept.push(statement) - 1;
    if (text === 'begin') open.set(connection, []);
    open.get(connection)?.push(at);
    if (text.includes('pg_try_advisory_xact_lock')) dispatching.add(connection);
    if (text !== 'commit' && text !== 'rollback') continue;
    // A transaction that ends without a recorded begin began before the recording: all its connection sent goes.
    const transaction =
      open.get(connection) ?? kept.flatMap((other, index) => (other?.connection === connection ? [index] : []));
    if (dispatching.has(connection) || !open.has(connection)) for (const index of transaction) kept[index] = undefined;
    open.delete(connection);
    dispatching.delete(connection);
  }
  return kept.filter((statement) => statement !== undefined);
}

/** The type PostgreSQL infers for each parameter, as it would when preparing the statement. */
async function withParameterTypes(db: Database, recorded: RecordedStatement[]): Promise<Statement[]> {
  return db.transaction(async (tx) => {
    const typed: Statement[] = [];
    for (const [index, statement] of recorded.entries()) {
      if (statement.values.length === 0) {
        typed.push({ ...statement, types: [] });
        continue;
      }
      const name = `bench_probe_${index}`;
      await tx.execute(sql.raw(`PREPARE ${name} AS ${statement.text}`));
      const result = (await tx.execute(
        sql`select parameter_types::text[] as types from pg_prepared_statements where name = ${name}`,
      )) as unknown as { rows: { types: string[] }[] };
      await tx.execute(sql.raw(`DEALLOCATE ${name}`));
      typed.push({ ...statement, types: result.rows[0]?.types ?? [] });
    }
    return typed;
  });
}

async function accountsOf(db: Database, userId: number): Promise<Map<string, string>> {
  const result = (await db.execute(
    sql`select book, id from ledger_accounts where user_id = ${userId} and currency = 'EUR' order by book`,
  )) as unknown as { rows: { book: string; id: string }[] };
  return new Map(result.rows.map((row) => [row.book, String(row.id)]));
}

/** An id an earlier statement answered in its one row, named by the column it came in. */
function answeredBefore(
  statements: Statement[],
  index: number,
  value: unknown,
  variables: Variables,
  accounts: Map<string, string>,
): { statement: number; column: string } | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const text = String(value);
  if (!/^\d+$/.test(text) || text === String(variables.userId) || [...accounts.values()].includes(text)) {
    return undefined;
  }
  for (let earlier = index - 1; earlier >= 0; earlier -= 1) {
    const rows = statements[earlier]?.rows ?? [];
    if (rows.length !== 1) continue;
    const column = Object.entries(rows[0] ?? {}).find(
      ([name, answered]) => /(^|_)id$/.test(name) && answered !== null && String(answered) === text,
    )?.[0];
    if (column) return { statement: earlier, column };
  }
  return undefined;
}

function expressionOf(value: unknown, variables: Variables, accounts: Map<string, string>): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return 'now()';
  const text = String(prepareValue(value));
  if (text === String(variables.userId)) return ':player';
  for (const [book, id] of accounts) if (text === id) return `:account_${book}`;
  const pieces = text.split(variables.marker).map((part) =>
    part
      .split(':')
      .map((piece) => (piece === String(variables.userId) ? ':player::text' : quote(piece)))
      .join(' || chr(58) || '),
  );
  return pieces.join(` || :client_id::text || '-' || :key::text || `);
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** `'HH24:MI'` in a statement's text would be read as the variable `:MI`: such colons become `chr(58)`. */
function escapeColonsInLiterals(text: string): string {
  return text.replace(/'(?:[^']|'')*'/g, (literal) =>
    /:[A-Za-z_]/.test(literal) ? `(${literal.replace(/:(?=[A-Za-z_])/g, "' || chr(58) || '")})` : literal,
  );
}
