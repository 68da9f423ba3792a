import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { bodyOf } from '../factories/http';
import type { CompanyInfoDto } from '@/shared/types/payments';

const COMPANY_HOST = 'company.localhost';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    sites: [
      {
        domain: COMPANY_HOST,
        name: 'Company site',
        supportPhone: '+31 20-000 00 00',
        extra: {
          company: {
            name: 'Voorbeeld B.V.',
            address: 'Dam 1',
            kvk: '12345678',
            city: '1012 JS Amsterdam',
            country: 'NL',
            tradenames: ['Company site'],
            vat_numbers: ['NL123456789B01'],
            support_phone: '+31 85 - 123 45 67',
            delete_discount: 50,
            added: '2024-03-01T09:00:00Z',
          },
        },
      },
    ],
  });
});
afterAll(() => t.close());

async function companyOf(host?: string): Promise<CompanyInfoDto> {
  const res = await t.agent(host).get('/api/companyinfo.php');
  expect(res.status).toBe(200);
  return bodyOf<CompanyInfoDto>(res);
}

describe('GET /api/companyinfo.php', () => {
  it("answers the site's company with the support phone cleaned of dashes and spaces", async () => {
    expect(await companyOf(COMPANY_HOST)).toEqual({
      name: 'Voorbeeld B.V.',
      address: 'Dam 1',
      kvk: '12345678',
      city: '1012 JS Amsterdam',
      country: 'NL',
      tradenames: ['Company site'],
      vat_numbers: ['NL123456789B01'],
      support_phone: '+31851234567',
      delete_discount: 50,
      added: '2024-03-01T09:00:00.000Z',
    });
  });

  it('falls back to the site name and support phone for a site without a company', async () => {
    expect(await companyOf()).toMatchObject({ name: 'Amora', tradenames: ['Amora'], support_phone: '+31201234567', added: '2023-12-01T12:00:00.000Z' });
  });

  it('is public and the same for every visitor of a site', async () => {
    expect(await companyOf(COMPANY_HOST)).toEqual(await companyOf(COMPANY_HOST));
  });
});
