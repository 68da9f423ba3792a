import type { OrderDto, PackageDto } from '@/shared/types/payments';

/** An earlier paid order and today's package to buy again, or null when it is no longer offered to the member. */
export type EarlierOrder = { order: OrderDto; pkg: PackageDto | null };

const boughtAt = (order: OrderDto) => order.paid_at ?? order.created_at;

/**
 * §2 /credits/repeat-order: every earlier paid order, newest first, once per package and method.
 * An order whose package is not on offer any more (the intro offer after the first purchase, a
 * package the site withdrew) is still listed, so the member sees what they bought, but cannot be
 * repeated.
 */
export function earlierOrders(orders: OrderDto[], packages: PackageDto[]): EarlierOrder[] {
  const seen = new Set<string>();
  const paid = orders.filter((o) => o.status === 'paid').sort((a, b) => boughtAt(b).localeCompare(boughtAt(a)));
  return paid.flatMap((order) => {
    const key = `${order.package_id}:${order.method}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ order, pkg: packages.find((p) => p.id === order.package_id) ?? null }];
  });
}
