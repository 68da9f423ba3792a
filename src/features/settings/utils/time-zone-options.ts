import { timeZoneGroups } from '@/shared/time-zone';

// The IANA areas as UN M49 regions, so the browser names each group in the member's language.
const AREA_REGION: Record<string, string> = {
  Africa: '002',
  America: '019',
  Antarctica: 'AQ',
  Arctic: 'SJ',
  Asia: '142',
  Australia: 'AU',
  Europe: '150',
  Pacific: '009',
};

const cityOf = (zone: string) => zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');

/** The zones for the settings select: grouped by continent (named in `locale`), each as its city. */
export function timeZoneOptions(locale: string): { label: string; zones: { value: string; label: string }[] }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return timeZoneGroups().map(({ region, zones }) => ({
    label: AREA_REGION[region] ? (names.of(AREA_REGION[region]) ?? region) : region,
    zones: zones.map((zone) => ({
      value: zone,
      label: zone.split('/').length > 2 ? `${cityOf(zone)} (${zone.split('/')[1].replace(/_/g, ' ')})` : cityOf(zone),
    })),
  }));
}
