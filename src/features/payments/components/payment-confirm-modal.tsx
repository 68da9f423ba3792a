'use client';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { HttpError } from '@/lib/http-client';
import type { PaymentMethod } from '@/shared/payments';
import type { PackageDto } from '@/shared/types/payments';
import { useCreateOrder } from '../api/create-order';
import { useMoney } from '../hooks/use-money';
import { goToCheckout } from '../utils/checkout-href';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { PaymentMethodLogo } from './payment-method-logo';

type Props = { pkg: PackageDto; method: PaymentMethod; onHide: () => void };

/** §2 payment-confirm modal: package, method, price and an optional discount code, then the checkout. */
export function PaymentConfirmModal({ pkg, method, onHide }: Props) {
  const t = useTranslations('CreditsPage');
  const tm = useTranslations('PaymentMethods');
  const money = useMoney();
  const order = useCreateOrder();
  const [code, setCode] = useState('');
  const error = order.error;
  const codeError = error instanceof HttpError ? error.fields.discountcode : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const discountcode = code.trim() || undefined;
    order.mutate(
      { package: pkg.id, paymentmethod: method, discountcode, idempotency_key: newIdempotencyKey() },
      // The order page follows the payment when the provider needs no hosted checkout.
      { onSuccess: ({ order: created, checkout_url }) => goToCheckout(checkout_url ?? `/transactions/${created.id}`) },
    );
  }

  const busy = order.isPending || order.isSuccess;
  return (
    <Modal show onHide={onHide} centered aria-labelledby="payment-confirm-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('close')}>
          <Modal.Title id="payment-confirm-title">{t('confirmTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <dl className="row mb-3">
            <dt className="col-5 fw-normal text-body-secondary">{t('package')}</dt>
            <dd className="col-7 fw-semibold">{t('credits', { count: pkg.credits })}</dd>
            <dt className="col-5 fw-normal text-body-secondary">{t('method')}</dt>
            <dd className="col-7 fw-semibold d-flex align-items-center gap-2">
              <PaymentMethodLogo method={method} size="sm" />
              {tm(method)}
            </dd>
            <dt className="col-5 fw-normal text-body-secondary">{t('price')}</dt>
            <dd className="col-7 fw-semibold mb-0">{money(pkg.price, pkg.currency)}</dd>
          </dl>
          <Form.Group controlId="discountcode">
            <Form.Label>{t('discountCode')}</Form.Label>
            <Form.Control
              value={code}
              onChange={(e) => setCode(e.target.value)}
              isInvalid={Boolean(codeError)}
              aria-invalid={Boolean(codeError)}
              aria-describedby="discountcode-help"
              autoComplete="off"
              autoCapitalize="characters"
            />
            <Form.Control.Feedback type="invalid">{codeError}</Form.Control.Feedback>
            <Form.Text id="discountcode-help">{codeError ?? t('discountHint')}</Form.Text>
          </Form.Group>
          {error && !codeError && (
            <Alert variant="danger" className="mt-3 mb-0">
              {error.message}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="link" onClick={onHide}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Spinner size="sm" className="me-2" aria-hidden />}
            {t('pay', { price: money(pkg.price, pkg.currency) })}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
