import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { bodyOf } from '../factories/http';
import { packageOf, payAtSimulator, placeOrder } from '../factories/payments';
import type { OrderDto } from '@/shared/types/payments';
import { changed, describeMatrix, matrixActors, unchanged, type Scene } from './support/matrix';

// The access matrix for orders: each row an endpoint that names an order or lists a member's money.

let t: TestApp;
let others: Awaited<ReturnType<typeof matrixActors>>;
beforeAll(async () => {
  t = await createTestApp();
  others = await matrixActors(t);
});
afterAll(() => t.close());

/** The owner's order of this scene (set by `prepare`). */
let ownerOrder = 0;

async function ownerBuys(scene: Scene, pay: boolean): Promise<void> {
  const created = await placeOrder(scene.owner.agent, await packageOf(t.db, 'NL', { credits: 250 }));
  if (pay) await payAtSimulator(t, created.checkout_url!, 'paid');
  ownerOrder = created.order.id;
}

const authRequired = unchanged(403, async (res) => expect((await bodyOf<{ error: string }>(res)).error).toBe('authentication_required'));
const notFound = unchanged(404);

/** The caller's own history: never the owner's orders. */
const ownHistory = (isOwner: boolean) => async (res: Response) => {
  const { orders } = await bodyOf<{ orders: OrderDto[] }>(res);
  expect(orders.some((o) => o.id === ownerOrder)).toBe(isOwner);
};

describeMatrix(
  [
    {
      name: "GET /api/order.php?id= of the owner's order",
      owner: { country: 'NL' },
      prepare: (scene) => ownerBuys(scene, false),
      request: (as) => as.get(`/api/order.php?id=${ownerOrder}`),
      expect: { owner: unchanged(200), member: notFound, premium: notFound, blocked: notFound, visitor: authRequired },
    },
    {
      name: "POST /api/refund.php of the owner's paid order",
      owner: { country: 'NL' },
      prepare: (scene) => ownerBuys(scene, true),
      request: (as) => as.post('/api/refund.php', { id: ownerOrder }),
      expect: { owner: changed(200), member: notFound, premium: notFound, blocked: notFound, visitor: authRequired },
    },
    {
      name: 'GET /api/transactions.php (the caller’s own)',
      owner: { country: 'NL' },
      prepare: (scene) => ownerBuys(scene, true),
      request: (as) => as.get('/api/transactions.php'),
      expect: {
        owner: unchanged(200, ownHistory(true)),
        member: unchanged(200, ownHistory(false)),
        premium: unchanged(200, ownHistory(false)),
        blocked: unchanged(200, ownHistory(false)),
        visitor: authRequired,
      },
    },
  ],
  () => ({ t, others }),
  { files: false },
);
