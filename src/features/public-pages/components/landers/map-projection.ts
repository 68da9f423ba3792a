import type { LanderRegionDto } from '@/shared/types/landers';

// A schematic map drawn from the shipped region centres (no outline data, no tile server): each
// country is the rounded hull of its regions' centres, each region a bubble sized by its members.

export type MapArea = 'europe' | 'americas' | 'oceania';

const AREA_OF: Record<string, MapArea> = { US: 'americas', CA: 'americas', AU: 'oceania', NZ: 'oceania' };

export const areaOf = (country: string): MapArea => AREA_OF[country] ?? 'europe';

/**
 * Far-off regions would stretch a map to a sliver (Alaska and Hawaii for the Americas, the Canary
 * Islands for Europe): they are listed, not drawn.
 */
const drawn = (r: LanderRegionDto) => !(r.country === 'US' && (r.lon < -130 || r.lat < 24)) && !(areaOf(r.country) === 'europe' && r.lat < 34);

export type MapPoint = LanderRegionDto & { x: number; y: number; r: number };
export type MapShape = { country: string; points: string; label: { x: number; y: number } };
export type MapLayout = { width: number; height: number; bubbles: MapPoint[]; countries: MapShape[] };

/** Monotone chain convex hull of [x, y] points. */
function hull(points: [number, number][]): [number, number][] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: number[], a: number[], b: number[]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const pt of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], pt) <= 0) out.pop();
      out.push(pt);
    }
    out.pop();
    return out;
  };
  return [...half(p), ...half([...p].reverse())];
}

/** Lays out one area's regions in a width-wide box (equirectangular, longitudes shrunk by latitude). */
export function layoutMap(regions: LanderRegionDto[], width = 600, pad = 28): MapLayout {
  const shown = regions.filter(drawn);
  if (shown.length === 0) return { width, height: width * 0.75, bubbles: [], countries: [] };
  const midLat = (Math.max(...shown.map((r) => r.lat)) + Math.min(...shown.map((r) => r.lat))) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = shown.map((r) => r.lon * k);
  const ys = shown.map((r) => -r.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = (width - 2 * pad) / Math.max(maxX - minX, (maxY - minY) * 1.2, 1);
  const height = Math.round(Math.max((maxY - minY) * scale + 2 * pad, width * 0.55));
  const top = (height - (maxY - minY) * scale) / 2;
  const most = Math.max(...shown.map((r) => r.members));
  const bubbles = shown.map((r, i) => ({ ...r, x: pad + (xs[i] - minX) * scale, y: top + (ys[i] - minY) * scale, r: 4 + 12 * Math.sqrt(r.members / most) }));
  const byCountry = new Map<string, MapPoint[]>();
  for (const b of bubbles) byCountry.set(b.country, [...(byCountry.get(b.country) ?? []), b]);
  const countries = [...byCountry.entries()].map(([country, list]) => ({
    country,
    points: hull(list.map((b) => [b.x, b.y]))
      .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
      .join(' '),
    label: { x: list.reduce((s, b) => s + b.x, 0) / list.length, y: Math.min(...list.map((b) => b.y)) - 18 },
  }));
  return { width, height, bubbles, countries };
}
