'use client';
import { useState } from 'react';
import { HttpError } from '@/lib/http-client';
import type { PaymentMethod } from '@/shared/payments';
import type { DiscountCheckDto, PackageDto } from '@/shared/types/payments';
import { useDiscountCheck } from '../api/check-discount-code';

export type AppliedCode = {
  /** What the member typed (or the offer's code, filled in). */
  typed: string;
  setTyped: (code: string) => void;
  /** The code whose price is shown; the order is sent with it. */
  applied: string;
  /** Shows the price with what was typed, before anything is paid. */
  apply: () => void;
  /** The price before and after the applied code, once the server agreed. */
  discount: DiscountCheckDto | null;
  checking: boolean;
  /** Why the applied code does not apply, in the member's language. */
  error: string | null;
};

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The confirm modal's discount code: typed, applied (checked with the server for this package and method). */
export function useAppliedCode(pkg: PackageDto, method: PaymentMethod, initial: string): AppliedCode {
  const [typed, setTyped] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const check = useDiscountCheck({ code: applied.trim(), package: pkg.id, paymentmethod: method });
  const failure = check.error instanceof HttpError ? (check.error.fields.code ?? check.error.message) : check.error ? check.error.message : null;
  return {
    typed,
    setTyped,
    applied: applied.trim(),
    apply: () => setApplied(typed),
    discount: applied.trim() && check.data && same(check.data.code, applied) ? check.data : null,
    checking: applied.trim() !== '' && check.isFetching,
    error: applied.trim() ? failure : null,
  };
}

/** Whether the member changed the code since its price was shown. */
export const codeChanged = (code: AppliedCode) => !same(code.typed, code.applied);
