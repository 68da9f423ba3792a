'use client';
import { Form } from 'react-bootstrap';
import { ibanState } from '@/shared/schemas/direct-debit';

/** Upper case, no spaces or punctuation, then groups of 4 as on a bank card: 'NL91 ABNA 0417 1643 00'. */
export function formatIban(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 34).replace(/(.{4})(?=.)/g, '$1 ');
}

type Props = {
  id: string;
  label: string;
  validText: string;
  value: string;
  onChange: (value: string) => void;
  /** The message of a failed check (client or server); shown under the field. */
  error?: string;
};

/**
 * §3 SDD form: the IBAN in groups of 4, checked by its checksum while it is typed: valid as soon as it
 * is, and the error of the last check until the member changes it.
 */
export function IbanInput({ id, label, validText, value, onChange, error }: Props) {
  const valid = ibanState(value) === 'valid';
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={value}
        onChange={(e) => onChange(formatIban(e.target.value))}
        isValid={valid}
        isInvalid={!valid && Boolean(error)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        placeholder="NL00 BANK 0123 4567 89"
        className="font-monospace"
      />
      <Form.Control.Feedback type="valid">{validText}</Form.Control.Feedback>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
