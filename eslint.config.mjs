import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// STYLE.md habit 4: imports flow one way (shared → features → app; api → services → db/adapters),
// no imports between features, and client code never reaches into src/server. Cycles are found by
// scripts/check-import-cycles.mjs (part of `npm run lint`) in one pass over the graph.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const betweenFeatures = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; move shared code to src/components, src/lib or src/shared.',
}));

// One home per concern: page routes are built by src/shared/paths.ts and query keys live in the
// query-key modules. The first path segments of the app router's pages, plus the info pages served by
// /[page] and the settings page §4 names, are the routes no string elsewhere may start with.
const appSegments = readdirSync('src/app', { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name.startsWith('('))
  .flatMap((group) => readdirSync(`src/app/${group.name}`, { withFileTypes: true }))
  .filter((d) => d.isDirectory() && !d.name.startsWith('['))
  .map((d) => d.name);
const infoPages = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service', 'complaints'];
const routePattern = `^\\/(${[...new Set([...appSegments, ...infoPages, 'settings'])].join('|')})([/?#]|$)`;
const routeMessage = 'Build page routes with `paths` from src/shared/paths.ts.';
const routeLiterals = [
  { selector: `Literal[value=/${routePattern}/]`, message: routeMessage },
  { selector: `TemplateLiteral[quasis.0.value.raw=/${routePattern}/]`, message: routeMessage },
];
const queryKeyMessage = 'Query keys live in the query-key modules (src/lib/api/query-keys.ts, src/features/<f>/api/query-keys.ts).';
const queryKeyLiterals = [
  { selector: "Property[key.name='queryKey'] > ArrayExpression.value", message: queryKeyMessage },
  { selector: 'CallExpression[callee.property.name=/QueryData$/] > ArrayExpression.arguments', message: queryKeyMessage },
];
const queryKeyModules = ['src/lib/api/query-keys.ts', 'src/features/*/api/query-keys.ts'];
// The React Compiler's rules (every react-hooks/* rule of Next's config beyond the two classic ones)
// analyse every function as a possible component or hook, about half of the lint's time. They guard
// code React renders; the server, the tests, the benches and the scripts render no component.
const CLASSIC_HOOK_RULES = new Set(['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps']);
const compilerRulesOff = Object.fromEntries(
  nextVitals
    .flatMap((config) => Object.keys(config.rules ?? {}))
    .filter((rule) => rule.startsWith('react-hooks/') && !CLASSIC_HOOK_RULES.has(rule))
    .map((rule) => [rule, 'off']),
);
const errorBodyLiteral = {
  selector: "CallExpression:matches([callee.property.name='json'], [callee.object.name='JSON']) > ObjectExpression > Property[key.name='error']",
  message: 'Throw an ApiError with a code of src/shared/errors/catalogue.ts instead of building an error body.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...betweenFeatures,
            {
              target: ['./src/features', './src/components', './src/lib', './src/shared'],
              from: './src/server',
              message: 'Client code never imports src/server.',
            },
            { target: './src/shared', from: ['./src/features', './src/components', './src/lib', './src/app'] },
            {
              target: ['./src/components', './src/lib'],
              from: ['./src/features', './src/app'],
              message: 'Shared client code never imports a feature or a page; move the code down to src/components, src/lib or src/shared.',
            },
            { target: './src/server', from: ['./src/app', './src/features', './src/components'] },
            { target: './src/server/services', from: './src/server/api', message: 'Services take typed input; the API handler parses it.' },
          ],
        },
      ],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration from src/server/env.ts.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/paths.ts', 'src/server/**', ...queryKeyModules],
    rules: { 'no-restricted-syntax': ['error', ...routeLiterals, ...queryKeyLiterals] },
  },
  // An error body built by hand escapes the catalogue's type: throw ApiError, or type it ApiErrorBody.
  { files: ['src/server/**'], rules: { 'no-restricted-syntax': ['error', ...routeLiterals, ...queryKeyLiterals, errorBodyLiteral] } },
  { files: ['src/shared/paths.ts', 'tests/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...queryKeyLiterals] } },
  { files: queryKeyModules, rules: { 'no-restricted-syntax': ['error', ...routeLiterals] } },
  {
    files: ['src/server/env.ts', 'scripts/**', 'bench/**', 'tests/**', '*.config.*', 'playwright.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  { files: ['src/server/**', 'tests/**', 'bench/**', 'scripts/**'], rules: compilerRulesOff },
  globalIgnores([
    '.next/**',
    'dist/**',
    '.e2e-data/**',
    'node_modules/**',
    'data/**',
    'next-env.d.ts',
    'src/server/db/migrations/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
