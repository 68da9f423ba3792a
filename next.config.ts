import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time: pages ship a small formatter instead of the ICU message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// CI type-checks the whole project in a step of its own (`npm run typecheck`) and builds from a clean
// clone, where a build cache written for the next build is never read: it skips both in its build.
const ciBuild = process.env.CI_BUILD === '1';

const nextConfig: NextConfig = {
  // PGlite ships WASM files that must stay next to its JS; native modules must not be bundled either.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'nodemailer'],
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: ciBuild },
  experimental: { turbopackFileSystemCacheForBuild: !ciBuild },
  sassOptions: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'legacy-js-api', 'if-function'] },
};

export default withNextIntl(nextConfig);
