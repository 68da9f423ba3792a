import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// STYLE.md habit 4: imports flow one way (shared → features → app; api → services → db/adapters),
// no imports between features, and client code never reaches into src/server.
const features = readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const betweenFeatures = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; move shared code to src/components, src/lib or src/shared.',
}));

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...betweenFeatures,
            { target: ['./src/features', './src/components', './src/lib', './src/shared'], from: './src/server', message: 'Client code never imports src/server.' },
            { target: './src/shared', from: ['./src/features', './src/components', './src/lib', './src/app'] },
            { target: ['./src/components', './src/lib'], from: ['./src/features', './src/app'], message: 'Shared client code never imports a feature or a page; move the code down to src/components, src/lib or src/shared.' },
            { target: './src/server', from: ['./src/app', './src/features', './src/components'] },
            { target: './src/server/services', from: './src/server/api', message: 'Services take typed input; the API handler parses it.' },
          ],
        },
      ],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration from src/server/env.ts.' }],
    },
  },
  {
    // An error body built by hand escapes the catalogue's type: throw ApiError, or type it ApiErrorBody.
    files: ['src/server/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression:matches([callee.property.name='json'], [callee.object.name='JSON']) > ObjectExpression > Property[key.name='error']",
          message: 'Throw an ApiError with a code of src/shared/errors/catalogue.ts instead of building an error body.',
        },
      ],
    },
  },
  {
    files: ['src/server/env.ts', 'scripts/**', 'bench/**', 'tests/**', '*.config.*', 'playwright.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  globalIgnores(['.next/**', 'dist/**', '.e2e-data/**', 'node_modules/**', 'data/**', 'next-env.d.ts', 'src/server/db/migrations/**', 'coverage/**', 'test-results/**', 'playwright-report/**']),
]);
