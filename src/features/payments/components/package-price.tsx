'use client';
import { useTranslations } from 'next-intl';
import { useMoney } from '../hooks/use-money';

type Props = { price: number; offerPrice: number | null; currency: string };

/** A package's price; with an offer, the old price struck through beside the new one (read as "was … now …"). */
export function PackagePrice({ price, offerPrice, currency }: Props) {
  const t = useTranslations('CreditsPage');
  const money = useMoney();
  if (offerPrice === null) return <p className="fs-5 fw-bold text-primary text-nowrap mb-1">{money(price, currency)}</p>;
  return (
    <p className="mb-1 d-flex flex-wrap justify-content-center align-items-baseline column-gap-2">
      <span className="visually-hidden">{t('priceWas')}</span>
      <del className="text-body-secondary text-nowrap" data-testid="old-price">
        {money(price, currency)}
      </del>
      <span className="visually-hidden">{t('priceNow')}</span>
      <ins className="fs-5 fw-bold text-primary text-nowrap text-decoration-none" data-testid="new-price">
        {money(offerPrice, currency)}
      </ins>
    </p>
  );
}
