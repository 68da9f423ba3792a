import { describe, expect, it } from 'vitest';
import { creditsFor, nextStatus, statusOf } from '@/server/services/payments/order-status';
import type { ProviderPayment, ProviderPaymentStatus } from '@/server/adapters/payments/payment-provider';
import type { OrderStatus } from '@/shared/payments';

function payment(status: ProviderPaymentStatus, cents: { amount?: number; refunded?: number; chargedBack?: number } = {}): ProviderPayment {
  const { amount = 1000, refunded = 0, chargedBack = 0 } = cents;
  return { id: 'tr_1', status, amountCents: amount, currency: 'EUR', checkoutUrl: null, refundedCents: refunded, chargedBackCents: chargedBack, orderId: 1 };
}

describe('statusOf: the order status a provider payment stands for', () => {
  it.each<[string, ProviderPayment, OrderStatus]>([
    ['open', payment('open'), 'open'],
    ['pending', payment('pending'), 'pending'],
    ['authorized, not yet captured', payment('authorized'), 'pending'],
    ['paid', payment('paid'), 'paid'],
    ['paid, partly refunded', payment('paid', { refunded: 400 }), 'paid'],
    ['paid, fully refunded', payment('paid', { refunded: 1000 }), 'refunded'],
    ['paid, charged back', payment('paid', { chargedBack: 1000 }), 'charged_back'],
    ['paid, refunded and charged back', payment('paid', { refunded: 1000, chargedBack: 1000 }), 'charged_back'],
    ['paid for nothing', payment('paid', { amount: 0 }), 'paid'],
    ['failed', payment('failed'), 'failed'],
    ['canceled', payment('canceled'), 'canceled'],
    ['expired', payment('expired'), 'expired'],
  ])('%s', (_, reported, status) => {
    expect(statusOf(reported)).toBe(status);
  });
});

describe('nextStatus: a status only moves up, so a late or repeated webhook never undoes a later one', () => {
  it.each<[OrderStatus, OrderStatus, OrderStatus]>([
    ['open', 'pending', 'pending'],
    ['open', 'paid', 'paid'],
    ['open', 'expired', 'expired'],
    ['pending', 'open', 'pending'],
    ['pending', 'paid', 'paid'],
    ['pending', 'failed', 'failed'],
    ['paid', 'open', 'paid'],
    ['paid', 'pending', 'paid'],
    ['paid', 'failed', 'paid'],
    ['paid', 'paid', 'paid'],
    ['paid', 'refunded', 'refunded'],
    ['paid', 'charged_back', 'charged_back'],
    ['failed', 'canceled', 'failed'],
    ['canceled', 'expired', 'canceled'],
    ['expired', 'open', 'expired'],
    ['expired', 'paid', 'paid'],
    ['refunded', 'paid', 'refunded'],
    ['refunded', 'charged_back', 'charged_back'],
    ['charged_back', 'refunded', 'charged_back'],
    ['charged_back', 'paid', 'charged_back'],
  ])('%s, then %s reported: %s', (current, reported, next) => {
    expect(nextStatus(current, reported)).toBe(next);
  });
});

describe('creditsFor: the credits that stand for an amount of the order', () => {
  const order = { credits: 100, amountCents: 1000 };
  it.each<[string, { credits: number; amountCents: number }, number, number]>([
    ['the whole price', order, 1000, 100],
    ['half the price', order, 500, 50],
    ['a third, rounded down', order, 333, 33],
    ['a share rounded up from half a credit', order, 335, 34],
    ['nothing', order, 0, 0],
    ['more than was paid, capped at the order’s credits', order, 2000, 100],
    ['any amount of a free order', { credits: 50, amountCents: 0 }, 1, 50],
    ['nothing of a free order', { credits: 50, amountCents: 0 }, 0, 0],
  ])('%s', (_, ordered, cents, credits) => {
    expect(creditsFor(ordered, cents)).toBe(credits);
  });
});
