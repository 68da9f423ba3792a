import type { PackageDto } from '@/shared/types/payments';

/**
 * The package marked "most popular": the middle one of the regular (non-intro) packages by size,
 * the smaller of the two middle ones when their number is even.
 * The API carries no popularity, and the middle offer is the one most members choose on such pages.
 */
export function popularPackageId(packages: PackageDto[]): number | null {
  const regular = packages.filter((p) => !p.is_intro).sort((a, b) => a.credits - b.credits);
  if (regular.length < 3) return null;
  return regular[Math.floor((regular.length - 1) / 2)].id;
}

/** The intro offer first, then the packages from small to large. */
export function sortPackages(packages: PackageDto[]): PackageDto[] {
  return [...packages].sort((a, b) => Number(b.is_intro) - Number(a.is_intro) || a.credits - b.credits);
}
