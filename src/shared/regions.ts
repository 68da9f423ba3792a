// How each country names its regions (§3: "region naming varies by country").
export const REGION_TYPE_BY_COUNTRY: Record<string, string> = {
  US: 'state',
  NL: 'province',
  BE: 'province',
  FR: 'region',
  IT: 'region',
  ES: 'community',
  DE: 'state',
  AT: 'state',
  IE: 'province',
  GB: 'nation',
  CA: 'province',
  PL: 'voivodeship',
  AU: 'state',
  NZ: 'region',
  CH: 'canton',
};
