import { areaOf, layoutMap } from './map-projection';
import type { LanderT } from './lander-texts';
import styles from './landers.module.scss';
import type { Locale } from '@/shared/constants';
import { countryName } from '@/shared/place-names';
import type { LanderRegionDto } from '@/shared/types/landers';

/**
 * maplanding: the site's countries as an SVG drawn here, regions as bubbles sized by their members.
 * The area shown is the visitor's (Europe, the Americas or Oceania), else the one with most members;
 * the list under it says the same in words for everyone who cannot see the map.
 */
export function MapDesign({ t, locale, regions, visitorCountry }: { t: LanderT; locale: Locale; regions: LanderRegionDto[]; visitorCountry: string | null }) {
  const totals = new Map<string, number>();
  for (const r of regions) totals.set(areaOf(r.country), (totals.get(areaOf(r.country)) ?? 0) + r.members);
  const visitorArea = visitorCountry ? areaOf(visitorCountry) : null;
  const area = visitorArea && totals.has(visitorArea) ? visitorArea : [...totals.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const inArea = regions.filter((r) => areaOf(r.country) === area);
  const map = layoutMap(inArea);
  const top = [...inArea].sort((a, b) => b.members - a.members).slice(0, 6);
  return (
    <figure className={`${styles.panel} mb-0`} data-design="map">
      <svg viewBox={`0 0 ${map.width} ${map.height}`} className={styles.map} role="img" aria-labelledby="map-caption">
        {map.countries.map((c) => (
          <g key={c.country}>
            <polygon points={c.points} className={styles.mapCountry} />
            <text x={c.label.x} y={Math.max(c.label.y, 14)} className={styles.mapCountryName} textAnchor="middle">
              {countryName(c.country, locale)}
            </text>
          </g>
        ))}
        {map.bubbles.map((b) => (
          <g key={b.id}>
            <title>{t('map.region', { region: b.name, count: b.members })}</title>
            <circle cx={b.x} cy={b.y} r={b.r} className={styles.mapBubble} />
            {b.r > 11 && (
              <text x={b.x} y={b.y + 4} textAnchor="middle" className={styles.mapCount}>
                {b.members}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption id="map-caption">
        <span className="visually-hidden">{t('map.caption')}</span>
        <ol className={`list-unstyled small mb-0 mt-3 ${styles.mapList}`}>
          {top.map((r) => (
            <li key={r.id}>
              <span className={styles.mapDot} aria-hidden /> {t('map.region', { region: `${r.name} (${r.country})`, count: r.members })}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
