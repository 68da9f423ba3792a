import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships WASM files that must stay next to its JS; native modules must not be bundled either.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'nodemailer'],
  poweredByHeader: false,
  reactStrictMode: true,
  sassOptions: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'legacy-js-api', 'if-function'] },
};

export default withNextIntl(nextConfig);
