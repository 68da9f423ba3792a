import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = import.meta.dirname;

// A test file that replaces a module, stubs a global or changes the environment must start in a fresh
// process: in a reused one, the modules an earlier file imported (and the env they read) are kept.
const NEEDS_FRESH_PROCESS = /vi\.(mock|doMock|unmock|stubGlobal|stubEnv|spyOn|useFakeTimers|resetModules)\(|process\.env\.\w+\s*=[^=]|delete process\.env/;

/** The test files under these folders that need a process of their own. */
function filesNeedingFreshProcess(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => path.join(folder, file))
      .filter((file) => NEEDS_FRESH_PROCESS.test(readFileSync(path.join(root, file), 'utf8'))),
  );
}

const UNIT_FOLDER = 'tests/unit';
const unitFiles = ['tests/unit/**/*.test.{ts,tsx}'];
const isolatedUnitFiles = filesNeedingFreshProcess([UNIT_FOLDER]);

const cores = os.availableParallelism();
// API tests wait on a database: on PostgreSQL the work happens in the server's processes, so more
// files than cores keep both busy; PGlite runs inside the worker, so one file per core.
const dbWorkers = Number(process.env.VITEST_DB_WORKERS ?? (process.env.DATABASE_URL ? cores * 2 : cores));
const DB_FOLDERS = ['tests/api', 'tests/cluster', 'tests/security'];
const dbFiles = DB_FOLDERS.map((folder) => `${folder}/**/*.test.ts`);
const isolatedDbFiles = filesNeedingFreshProcess(DB_FOLDERS);

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
        // Pure functions and components: threads start faster than processes, and a thread's loaded
        // modules (React, Testing Library, the code under test) serve file after file, which took the
        // unit tests from about 170 to 70 CPU seconds. A file that mocks or stubs runs in a fresh one.
        test: { name: 'unit', include: unitFiles, exclude: isolatedUnitFiles, pool: 'threads', isolate: false, maxWorkers: cores },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: isolatedUnitFiles, pool: 'threads', maxWorkers: cores },
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
