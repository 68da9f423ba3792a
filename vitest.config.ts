import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import path from 'node:path';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@messages': path.resolve(import.meta.dirname, 'messages'),
      // `server-only` throws outside React Server Components; tests import server code directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/fixtures/empty-module.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/cluster/**/*.test.ts'],
    setupFiles: ['tests/fixtures/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
