'use client';
import { Form } from 'react-bootstrap';
import type { FieldStateProps } from '@/components/forms/field-state';

type Props = {
  id: string;
  label: string;
  /** The first, empty option that asks for a choice. */
  prompt: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  state: FieldStateProps;
};

/** A required select of the notice form (what it is about, why), with its field message. */
export function ComplaintChoice({ id, label, prompt, options, value, onChange, error, state }: Props) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="fw-semibold">{label}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)} required {...state}>
        <option value="" disabled>
          {prompt}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
