// Shapes of the direct-debit answers (§3 SDD form).
import type { OrderDto } from './payments';

/** POST /api/directdebit.php?step=code: the code is on its way to this number. */
export type DirectDebitCodeDto = { sent: true; phone_hint: string };

/** POST /api/directdebit.php with the code: the order, paid by direct debit. */
export type DirectDebitOrderDto = { order: OrderDto };
