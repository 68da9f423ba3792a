'use client';
import { useTranslations } from 'next-intl';
import type { PaymentMethod } from '@/shared/payments';
import type { DiscountCheckDto, PackageDto } from '@/shared/types/payments';
import { useMoney } from '../hooks/use-money';
import { PaymentMethodLogo } from './payment-method-logo';

type Props = { pkg: PackageDto; method: PaymentMethod; discount: DiscountCheckDto | null };

/** The order as it will be charged: package, method, and with a code the price before it, the discount and what to pay. */
export function OrderSummary({ pkg, method, discount }: Props) {
  const t = useTranslations('CreditsPage');
  const tm = useTranslations('PaymentMethods');
  const money = useMoney();
  return (
    <dl className="row mb-3">
      <dt className="col-5 fw-normal text-body-secondary">{t('package')}</dt>
      <dd className="col-7 fw-semibold">{t('credits', { count: pkg.credits })}</dd>
      <dt className="col-5 fw-normal text-body-secondary">{t('method')}</dt>
      <dd className="col-7 fw-semibold d-flex align-items-center gap-2">
        <PaymentMethodLogo method={method} size="sm" />
        {tm(method)}
      </dd>
      <dt className="col-5 fw-normal text-body-secondary">{t('price')}</dt>
      <dd className="col-7 fw-semibold mb-0" data-testid="confirm-price">
        {discount ? <del className="text-body-secondary fw-normal">{money(discount.price, discount.currency)}</del> : money(pkg.price, pkg.currency)}
      </dd>
      {discount && (
        <>
          <dt className="col-5 fw-normal text-body-secondary mt-2">{t('discountLine', { code: discount.code, percent: discount.percentage / 100 })}</dt>
          <dd className="col-7 fw-semibold mt-2 mb-0 text-success" data-testid="confirm-discount">
            {money(discount.discounted_price - discount.price, discount.currency)}
          </dd>
          <dt className="col-5 fw-normal text-body-secondary mt-2">{t('toPay')}</dt>
          <dd className="col-7 fw-bold fs-5 mt-2 mb-0 text-primary" data-testid="confirm-new-price">
            {money(discount.discounted_price, discount.currency)}
          </dd>
        </>
      )}
    </dl>
  );
}
