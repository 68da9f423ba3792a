import 'server-only';
import type { ServiceContext } from '../context';
import { TERMS_VERSION_DATE } from '@/shared/constants';
import type { CompanyInfoDto } from '@/shared/types/payments';

/** §9: the support phone as dialled: no dashes, no spaces. */
export function cleanPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/**
 * GET /api/companyinfo.php: the company behind the site, from the site's settings; a site without one
 * shows its own name, so the legal pages always have a block to show.
 */
export function getCompanyInfo(ctx: ServiceContext): CompanyInfoDto {
  const { site } = ctx;
  const company = site.extra.company;
  return {
    name: company?.name ?? site.name,
    address: company?.address ?? '',
    kvk: company?.kvk ?? '',
    city: company?.city ?? '',
    country: company?.country ?? '',
    tradenames: company?.tradenames ?? [site.name],
    vat_numbers: company?.vat_numbers ?? [],
    support_phone: cleanPhone(company?.support_phone ?? site.supportPhone),
    delete_discount: company?.delete_discount ?? 0,
    added: new Date(company?.added ?? TERMS_VERSION_DATE).toISOString(),
  };
}
