#!/usr/bin/env node
// Bundles the server entries (src/server/main.ts, the API-only src/server/api-main.ts) and the seed
// CLI to plain JavaScript under dist/, so `npm start` runs no transpiler. Packages stay external (node_modules at run time); `server-only`
// becomes an empty module, since this code runs on the server only by construction.
// An argument names another output folder (inside the project, so the bundles still find node_modules).
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'dist';

const emptyServerOnly = {
  name: 'empty-server-only',
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }));
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
  },
};

await build({
  entryPoints: {
    'server/main': 'src/server/main.ts',
    'server/api-only': 'src/server/api-main.ts',
    'server/seed': 'src/server/db/seed/run.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  plugins: [emptyServerOnly],
  logLevel: 'warning',
  // ESM output still meets CommonJS packages that call require(): give the bundle one.
  banner: { js: "import { createRequire as __amoraRequire } from 'node:module'; const require = __amoraRequire(import.meta.url);" },
});
console.log(`server bundle written to ${outdir}/server/`);
