import { timeZoneGroups } from '@/shared/time-zone';

/** The IANA areas (the part before the first slash) as keys of TimeZoneSettings.areas. */
export const TIME_ZONE_AREAS = ['africa', 'america', 'antarctica', 'arctic', 'asia', 'atlantic', 'australia', 'europe', 'indian', 'pacific'] as const;
export type TimeZoneArea = (typeof TIME_ZONE_AREAS)[number];

const isArea = (key: string): key is TimeZoneArea => (TIME_ZONE_AREAS as readonly string[]).includes(key);

const cityOf = (zone: string) => zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');

/**
 * The zones for the settings select: grouped by area, each as its city. The areas are named from the
 * messages, never from the runtime's region names: Node and the browser name UN regions differently
 * (or not at all), and the select is rendered by both.
 */
export function timeZoneOptions(areaName: (area: TimeZoneArea) => string): { label: string; zones: { value: string; label: string }[] }[] {
  return timeZoneGroups().map(({ region, zones }) => {
    const key = region.toLowerCase();
    return {
      label: isArea(key) ? areaName(key) : region,
      zones: zones.map((zone) => ({
        value: zone,
        label: zone.split('/').length > 2 ? `${cityOf(zone)} (${zone.split('/')[1].replace(/_/g, ' ')})` : cityOf(zone),
      })),
    };
  });
}
