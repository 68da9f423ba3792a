'use client';
import { Form } from 'react-bootstrap';
import { ibanComplete, ibanState } from '@/shared/schemas/direct-debit';

/** Upper case, no spaces or punctuation, then groups of 4 as on a bank card: 'NL91 ABNA 0417 1643 00'. */
export function formatIban(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 34)
    .replace(/(.{4})(?=.)/g, '$1 ');
}

type Props = {
  id: string;
  label: string;
  validText: string;
  /** Shown while typing once the IBAN has its full length and fails its checksum. */
  invalidText: string;
  value: string;
  onChange: (value: string) => void;
  /** The message of a failed check (client or server); shown under the field. */
  error?: string;
};

/**
 * §3 SDD form: the IBAN in groups of 4, checked by its checksum while it is typed: valid as soon as it
 * is, invalid once it has its full length and the checksum fails, and the error of the last check.
 */
export function IbanInput({ id, label, validText, invalidText, value, onChange, error }: Props) {
  const state = ibanState(value);
  const valid = state === 'valid';
  const liveError = state === 'invalid' && ibanComplete(value) ? invalidText : undefined;
  const shown = valid ? undefined : (error ?? liveError);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={value}
        onChange={(e) => onChange(formatIban(e.target.value))}
        isValid={valid}
        isInvalid={Boolean(shown)}
        aria-invalid={shown ? true : undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        placeholder="NL00 BANK 0123 4567 89"
        className="font-monospace"
      />
      <Form.Control.Feedback type="valid">{validText}</Form.Control.Feedback>
      <Form.Control.Feedback type="invalid">{shown}</Form.Control.Feedback>
    </Form.Group>
  );
}
