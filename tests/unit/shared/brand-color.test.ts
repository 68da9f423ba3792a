import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOR } from '@/shared/constants';

describe('the brand colour', () => {
  it('is the same in the stylesheets and in the browser bar and mails', () => {
    const partial = readFileSync('src/styles/_brand.scss', 'utf8');
    expect(partial).toContain(`$brand-static: ${BRAND_COLOR};`);
  });

  it('reaches every rule through the custom property a site may override', () => {
    const partial = readFileSync('src/styles/_brand.scss', 'utf8');
    expect(partial).toContain('$brand: var(--app-brand);');
  });
});
