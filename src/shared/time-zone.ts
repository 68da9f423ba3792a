/**
 * IANA time zones as the member's clock (users.time_zone). Browsers and ICU spell some zones
 * differently (Asia/Kolkata, Asia/Calcutta), so a name counts when ICU resolves it to one of its own.
 */
let supported: Set<string> | undefined;

function supportedZones(): Set<string> {
  supported ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return supported;
}

/** The zone's name as ICU keeps it, or null for a name that is no IANA time zone. */
export function canonicalTimeZone(name: string): string | null {
  if (name.length === 0 || name.length > 64) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    return supportedZones().has(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

/** The browser's own zone (visitors and the zone sent at sign-up and login); undefined when it has none. */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && canonicalTimeZone(zone) ? zone : undefined;
}

/** Every zone, grouped by the region before the first slash (Europe, America …) for a select. */
export function timeZoneGroups(): { region: string; zones: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const zone of [...supportedZones()].sort()) {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'UTC';
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups].map(([region, zones]) => ({ region, zones }));
}
