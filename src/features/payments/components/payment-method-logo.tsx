import type { PaymentMethod } from '@/shared/payments';

/** A method's mark from public/payment-methods; decorative: its name is always written beside it. */
export function PaymentMethodLogo({ method, size = 'md' }: { method: PaymentMethod; size?: 'sm' | 'md' }) {
  const [width, height] = size === 'sm' ? [36, 24] : [48, 32];
  // eslint-disable-next-line @next/next/no-img-element -- a tiny static SVG needs no image pipeline
  return <img src={`/payment-methods/${method}.svg`} alt="" width={width} height={height} className="flex-shrink-0 rounded-1 border bg-white" />;
}
