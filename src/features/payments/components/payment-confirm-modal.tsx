'use client';
import type { FormEvent } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { HttpError } from '@/lib/http-client';
import type { PaymentMethod } from '@/shared/payments';
import type { OfferDto, PackageDto } from '@/shared/types/payments';
import { useCreateOrder } from '../api/create-order';
import { useMoney } from '../hooks/use-money';
import { codeChanged, useAppliedCode } from '../hooks/use-applied-code';
import { goToCheckout } from '../utils/checkout-href';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { offerAppliesTo } from '../utils/offer-price';
import { DiscountCodeField } from './discount-code-field';
import { OrderSummary } from './order-summary';
import { paths } from '@/shared/paths';

type Props = { pkg: PackageDto; method: PaymentMethod; offer: OfferDto | null; onHide: () => void };

/**
 * §2 payment-confirm modal: package, method and price, then the checkout. A running offer's code is
 * filled in; any code shows the price before and after it before the member pays.
 */
export function PaymentConfirmModal({ pkg, method, offer, onHide }: Props) {
  const t = useTranslations('CreditsPage');
  const money = useMoney();
  const order = useCreateOrder();
  const offered = offerAppliesTo(offer, pkg, method) ? offer.code : '';
  const code = useAppliedCode(pkg, method, offered);
  const orderError = order.error instanceof HttpError ? order.error.fields.discountcode : undefined;
  const codeError = code.error ?? orderError ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    // A new or changed code first shows its price (the button then says it); the member pays with the next click.
    if (codeChanged(code)) return code.apply();
    if (code.applied && !code.discount) return;
    order.mutate(
      { package: pkg.id, paymentmethod: method, discountcode: code.applied || undefined, idempotency_key: newIdempotencyKey() },
      // The order page follows the payment when the provider needs no hosted checkout.
      { onSuccess: ({ order: created, checkout_url }) => goToCheckout(checkout_url ?? paths.transactions.order(created.id)) },
    );
  }

  const busy = order.isPending || order.isSuccess || code.checking;
  const toPay = code.discount ? code.discount.discounted_price : pkg.price;
  return (
    <Modal show onHide={onHide} centered aria-labelledby="payment-confirm-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('close')}>
          <Modal.Title id="payment-confirm-title">{t('confirmTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <OrderSummary pkg={pkg} method={method} discount={code.discount} />
          <DiscountCodeField code={code} error={codeError} offered={code.applied !== '' && code.applied === offered} />
          {order.error && !orderError && (
            <Alert variant="danger" className="mt-3 mb-0">
              {order.error.message}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="link" onClick={onHide}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy || Boolean(code.error && !codeChanged(code))}>
            {busy && <Spinner size="sm" className="me-2" aria-hidden />}
            {t('pay', { price: money(toPay, pkg.currency) })}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
