import 'server-only';
import { and, between, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';

/** A member's shared position (docs/decisions/034), rounded to about a kilometre when stored. */
export type Position = { lat: number; lon: number };

const EARTH_DIAMETER_KM = 12_742;
const KM_PER_DEGREE_LATITUDE = 111.2;

/** The searcher's shared position; null when they shared none. */
export async function ownPosition(db: DbOrTx, userId: number): Promise<Position | null> {
  const [row] = await db.select({ lat: profiles.latitude, lon: profiles.longitude }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row && row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null;
}

/** Haversine distance in km from `from` to the profile's shared position; NULL when it shared none. */
export function distanceKmFrom(from: Position): SQL<number | null> {
  const [lat, lon] = [sql`${from.lat}::float8`, sql`${from.lon}::float8`];
  const a = sql`power(sin(radians(${profiles.latitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${profiles.latitude})) * power(sin(radians(${profiles.longitude} - ${lon}) / 2), 2)`;
  // least() skips NULLs (no position would be the far side of the earth): no position, no distance.
  const km = sql`${EARTH_DIAMETER_KM} * asin(least(1, sqrt(${a})))`;
  return sql<number | null>`(case when ${profiles.latitude} is null or ${profiles.longitude} is null then null else ${km} end)`.mapWith((value) =>
    value === null ? null : Number(value),
  );
}

/**
 * Members who shared a position within `km` of `from`: a box of latitudes and longitudes first (cheap
 * comparisons), then the exact distance.
 */
export function withinKm(from: Position, km: number): SQL[] {
  const dLat = km / KM_PER_DEGREE_LATITUDE;
  // Near the poles a degree of longitude shrinks to nothing, and a box across the date line would wrap:
  // then the box spans every longitude and the exact distance alone decides.
  const cosLat = Math.cos((from.lat * Math.PI) / 180);
  const dLon = cosLat > 0.01 ? dLat / cosLat : 360;
  const where: SQL[] = [isNotNull(profiles.latitude), isNotNull(profiles.longitude), between(profiles.latitude, from.lat - dLat, from.lat + dLat)];
  if (Math.abs(from.lon) + dLon <= 180) where.push(between(profiles.longitude, from.lon - dLon, from.lon + dLon));
  where.push(lte(distanceKmFrom(from), km));
  return [and(...where)!];
}

/** What a card says: whole kilometres, never "0 km" (positions are rounded to about a kilometre anyway). */
export function shownKm(km: number | null | undefined): number | null {
  return km == null ? null : Math.max(1, Math.round(km));
}
