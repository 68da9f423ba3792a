/** A fresh key per order attempt: a retried request then opens one order, a new attempt a new one. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
