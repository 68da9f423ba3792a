import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { OfferDto } from '@/shared/types/payments';

/** POST /api/discountcode.php {offer: 'retention'}: takes the deletion flow's discount; /credits then applies it by itself. */
export function takeRetentionOffer(): Promise<OfferDto> {
  return http<OfferDto>('/api/discountcode.php', { method: 'POST', body: { offer: 'retention' } });
}

export function useTakeRetentionOffer() {
  return useMutation({ mutationFn: takeRetentionOffer });
}
