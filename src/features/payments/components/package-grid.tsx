'use client';
import type { OfferDto, PackageDto } from '@/shared/types/payments';
import { sortPackages } from '../utils/packages';
import { PackageCard } from './package-card';

type Props = { packages: PackageDto[]; hrefFor: ((pkg: PackageDto) => string) | null; label: string; maxColumns?: 3 | 5; offer?: OfferDto | null };

/** The packages side by side on wide screens, stacked two by two on phones. */
export function PackageGrid({ packages, hrefFor, label, maxColumns = 5, offer = null }: Props) {
  return (
    // One row on wide screens for up to `maxColumns` packages; two by two on phones.
    <ul
      className={`row row-cols-2 row-cols-md-3 row-cols-lg-${Math.min(Math.max(packages.length, 3), maxColumns)} g-3 pt-2 list-unstyled mb-0`}
      aria-label={label}
    >
      {sortPackages(packages).map((pkg) => (
        <li key={pkg.id} className="col">
          <PackageCard pkg={pkg} href={hrefFor ? hrefFor(pkg) : null} offer={offer} />
        </li>
      ))}
    </ul>
  );
}
