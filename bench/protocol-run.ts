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
      '| run | clients | bet-and-win requests/s |',
      '| --- | ---: | ---: |',
      `| POST /api/provider/{integration}/play over HTTP | 16 | ${result.requestsPerSecond.toFixed(0)} |`,
      `| pgbench, the same ${result.statementsPerRequest} statements, prepared | 16 | ${result.pgbenchPerSecond.toFixed(0)} |`,
      '',
      `protocol / pgbench: ${(result.ratio * 100).toFixed(0)}% — target ≥ ${PGBENCH_TARGET * 100}%`,
      `p99 of a request under that load: ${result.p99Ms} ms; errors: ${result.errors}`,
    ].join('\n'),
  );
  const failed = result.ratio < PGBENCH_TARGET || result.errors > 0;
  if (failed) console.error('The protocol benchmark target was missed.');
  process.exitCode = failed ? 1 : 0;
}
