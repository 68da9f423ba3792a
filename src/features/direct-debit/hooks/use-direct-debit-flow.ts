'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { HttpError } from '@/lib/http-client';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { directDebitCodeSchema, directDebitConfirmSchema } from '@/shared/schemas/direct-debit';
import { useSendDirectDebitCode } from '../api/send-direct-debit-code';
import { useConfirmDirectDebit } from '../api/confirm-direct-debit';
import { paths } from '@/shared/paths';

export type SddFields = {
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  phone: string;
  mandate: boolean;
};

const EMPTY: SddFields = { account_holder: '', iban: '', street: '', house_number: '', zip: '', city: '', phone: '', mandate: false };
/** Refusals that are about the member, not the form: shown plainly with the way to another method. */
const REFUSALS = new Set(['direct_debit_barred', 'direct_debit_limit']);

/**
 * The two steps of §3's SDD form: the details (checked with the API's own schema first), then the
 * code from the SMS. Barred and over-the-limit members get the server's message as a refusal.
 */
export function useDirectDebitFlow(packageId: number) {
  const router = useRouter();
  const [fields, setFields] = useState<SddFields>(EMPTY);
  const [otp, setOtp] = useState('');
  const [phoneHint, setPhoneHint] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = useFormErrors();
  const send = useSendDirectDebitCode();
  const confirm = useConfirmDirectDebit();

  const fail = (error: unknown) => {
    if (error instanceof HttpError && REFUSALS.has(error.code)) setRefusal(error.message);
    else errors.fromError(error);
  };

  const update = <K extends keyof SddFields>(name: K, value: SddFields[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    errors.clearField(name);
  };

  const sendCode = () => {
    const input = errors.check(directDebitCodeSchema, { ...fields, package: packageId });
    if (!input) return;
    errors.clear();
    send.mutate(input, {
      onSuccess: (sent) => {
        setPhoneHint(sent.phone_hint);
        setOtp('');
      },
      onError: fail,
    });
  };

  const confirmCode = () => {
    const input = errors.check(directDebitConfirmSchema, { ...fields, package: packageId, otp });
    if (!input) return;
    errors.clear();
    confirm.mutate(input, { onSuccess: ({ order }) => router.push(paths.transactions.order(order.id)), onError: fail });
  };

  const changeDetails = () => {
    setPhoneHint(null);
    errors.clear();
  };

  return {
    fields,
    update,
    otp,
    setOtp: (value: string) => (setOtp(value), errors.clearField('otp')),
    phoneHint,
    refusal,
    errors,
    send,
    confirm,
    sendCode,
    confirmCode,
    changeDetails,
  };
}

export type DirectDebitFlow = ReturnType<typeof useDirectDebitFlow>;
