import 'server-only';
import type { PaymentProvider } from './payment-provider';

/**
 * A real deployment with no payment provider configured yet: no method is offered and nothing can be
 * paid (POST /api/order.php answers 503 payments_unavailable before it stores anything). Webhooks and
 * the reconcile job find no payment, as for an unknown id.
 */
export function createUnavailableProvider(): PaymentProvider {
  const refuse = () => Promise.reject(new Error('payments are not available: set MOLLIE_API_KEY'));
  return {
    name: 'unavailable',
    kind: 'unavailable',
    methodsFor: () => [],
    create: refuse,
    get: () => Promise.resolve(null),
    refund: refuse,
  };
}
