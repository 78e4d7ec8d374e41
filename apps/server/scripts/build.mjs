#!/usr/bin/env node
// Builds the server for production: one ES module, dist/main.js, that plain `node` runs, so `npm start` needs no
// TypeScript runner. Our workspace packages (@casino/contracts, @casino/messages) are bundled in, since they are
// shared as TypeScript source; every other package stays external and loads from node_modules at run time, where
// native modules (argon2) and packages reading their own files (PGlite's WebAssembly, swagger-ui's assets) work
// unchanged. The bundle sits one folder below apps/server, as src/ does, so src/server-paths.ts resolves alike.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
// Another folder directly under apps/server may be named (the test of the built server builds aside).
const outdir = path.join(serverRoot, process.argv[2] ?? 'dist');
if (path.dirname(outdir) !== path.resolve(serverRoot)) {
  throw new Error(`the bundle must sit directly under ${serverRoot}, as src/ does`);
}

/** Bare imports stay external (packages and node built-ins), except our own TypeScript-source workspaces. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@casino/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverRoot,
  // The server, and the ledger check an operator runs beside it (`npm run ledger:check`).
  entryPoints: { main: 'src/main.ts', 'ledger-check': 'src/ledger-check-cli.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`server built: ${path.join(outdir, 'main.js')} (${Math.round(bytes / 1024)} KB with its source map)`);
