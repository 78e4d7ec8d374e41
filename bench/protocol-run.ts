import { cpus } from 'node:os';
import { measureProtocol } from './protocol-throughput';

// Issue 10's target: a bet-and-win round trip through the protocol at least 60% of pgbench on the same SQL.
const PGBENCH_TARGET = 0.6;

const result = await measureProtocol();
if (result) {
  console.log(
    [
      `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}`,
      '',
      '| round | POST /api/provider/{integration}/play over HTTP, 16 clients | pgbench, the same SQL, prepared, 16 clients | ratio |',
      '| ---: | ---: | ---: | ---: |',
      ...result.rounds.map(
        (round, at) =>
          `| ${at + 1} | ${round.requestsPerSecond.toFixed(0)} requests/s | ${round.pgbenchPerSecond.toFixed(0)} transactions/s | ` +
          `${((round.requestsPerSecond / round.pgbenchPerSecond) * 100).toFixed(0)}% |`,
      ),
      '',
      `statements a request sends (pgbench's script): ${result.statementsPerRequest}; ` +
        `groups written together that pgbench sends one statement at a time: ${result.unpipelinedGroups}`,
      `protocol / pgbench over all rounds: ${(result.ratio * 100).toFixed(0)}% — target ≥ ${PGBENCH_TARGET * 100}%`,
      `p99 of a request under that load: ${result.p99Ms} ms; errors: ${result.errors}`,
    ].join('\n'),
  );
  const failed = result.ratio < PGBENCH_TARGET || result.errors > 0;
  if (failed) console.error('The protocol benchmark target was missed.');
  process.exitCode = failed ? 1 : 0;
}
