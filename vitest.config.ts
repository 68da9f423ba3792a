import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import os from 'node:os';
import path from 'node:path';
import { filesNeedingFreshProcess } from './tests/fixtures/isolated-test-files';

const root = import.meta.dirname;
const cores = os.availableParallelism();
// API tests wait on a database: on PostgreSQL the work happens in the server's processes, so more
// files than cores keep both busy; PGlite runs inside the worker, so one file per core.
const dbWorkers = Number(process.env.VITEST_DB_WORKERS ?? (process.env.DATABASE_URL ? cores * 2 : cores));
const DB_FOLDERS = ['tests/api', 'tests/cluster', 'tests/security'];
const dbFiles = DB_FOLDERS.map((folder) => `${folder}/**/*.test.ts`);
const isolatedDbFiles = filesNeedingFreshProcess(root, DB_FOLDERS);

/** Database-backed files: one process per worker, migrated and seeded once per run (the templates). */
const dbProject = {
  pool: 'forks' as const,
  maxWorkers: dbWorkers,
  globalSetup: ['tests/fixtures/global-setup.ts'],
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(root, 'src'),
      '@messages': path.resolve(root, 'messages'),
      // `server-only` throws outside React Server Components; tests import server code directly.
      'server-only': path.resolve(root, 'tests/fixtures/empty-module.ts'),
    },
  },
  test: {
    setupFiles: ['tests/fixtures/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Pure functions and components: threads start faster than processes.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], pool: 'threads', maxWorkers: cores },
      },
      {
        extends: true,
        // Each file builds its own app and database, so the process (and the app's modules, whose
        // import is most of a file's set-up) is reused from file to file.
        test: { name: 'db', include: dbFiles, exclude: isolatedDbFiles, isolate: false, ...dbProject },
      },
      {
        extends: true,
        test: { name: 'db-isolated', include: isolatedDbFiles, ...dbProject },
      },
    ],
  },
});
