import type { PaymentMethod } from '@/shared/payments';
import { paths } from '@/shared/paths';

/** Where choosing a method leads: direct debit has its own form (§3), the others the confirm modal. */
export function methodHref(packageId: number, method: PaymentMethod): string {
  return method === 'sdd' ? paths.directDebit.forPackage(packageId) : paths.credits.checkout(packageId, method);
}

/** Leaves the site for the provider's hosted checkout (a full navigation, not a client route). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
