'use client';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { IbanInput } from '@/components/forms/iban-input';
import { TextField } from '@/components/forms/text-field';
import { MandateCheck } from './mandate-check';
import type { DirectDebitFlow } from '../hooks/use-direct-debit-flow';

/** Step 1 of the SDD form (§3): account holder, IBAN, address, phone and the mandate. */
export function SddDetailsForm({ flow, creditor }: { flow: DirectDebitFlow; creditor: string }) {
  const t = useTranslations('DirectDebitPage');
  const tErrors = useTranslations('Errors');
  const { fields, update, errors } = flow;
  const { bindForm } = errors;
  const field = (name: 'account_holder' | 'street' | 'house_number' | 'zip' | 'city') => ({
    value: fields[name],
    onChange: (value: string) => update(name, value),
    error: errors.fields[name],
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    flow.sendCode();
  };
  return (
    <Form ref={bindForm} noValidate onSubmit={submit}>
      <TextField id="sdd-holder" label={t('accountHolder')} autoComplete="name" {...field('account_holder')} />
      <IbanInput
        id="sdd-iban"
        label={t('iban')}
        validText={t('ibanValid')}
        invalidText={tErrors('ibanInvalid')}
        value={fields.iban}
        onChange={(v) => update('iban', v)}
        error={errors.fields.iban}
      />
      <div className="row g-2">
        <TextField id="sdd-street" groupClassName="col-8 mb-3" label={t('street')} autoComplete="address-line1" {...field('street')} />
        <TextField id="sdd-house-number" groupClassName="col-4 mb-3" label={t('houseNumber')} {...field('house_number')} />
        <TextField id="sdd-zip" groupClassName="col-sm-4 mb-3" label={t('zip')} autoComplete="postal-code" {...field('zip')} />
        <TextField id="sdd-city" groupClassName="col-sm-8 mb-3" label={t('city')} autoComplete="address-level2" {...field('city')} />
      </div>
      <TextField
        id="sdd-phone"
        type="tel"
        label={t('phone')}
        autoComplete="tel"
        inputMode="tel"
        help={t('phoneHelp')}
        value={fields.phone}
        onChange={(v) => update('phone', v)}
        error={errors.fields.phone}
      />
      <MandateCheck creditor={creditor} checked={fields.mandate} onChange={(v) => update('mandate', v)} error={errors.fields.mandate} />
      <Button type="submit" size="lg" className="w-100" disabled={flow.send.isPending}>
        {flow.send.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
        {t('sendCode')}
      </Button>
    </Form>
  );
}
