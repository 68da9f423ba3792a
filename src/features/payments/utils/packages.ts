import type { PackageDto } from '@/shared/types/payments';

/** The intro offer first, then the packages from small to large. */
export function sortPackages(packages: PackageDto[]): PackageDto[] {
  return [...packages].sort((a, b) => Number(b.is_intro) - Number(a.is_intro) || a.credits - b.credits);
}
