'use client';
import type { ComponentProps } from 'react';
import { Form } from 'react-bootstrap';
import { fieldState, type FieldStateProps } from './field-state';

type Props = Omit<ComponentProps<typeof Form.Control>, 'onChange' | 'value' | 'isInvalid'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help?: string;
  groupClassName?: string;
  labelClassName?: string;
  /** Valid/invalid state from the form (useFormErrors().state); without it only the error shows. */
  state?: FieldStateProps;
};

/** A labelled text input with its field message (valid/invalid state) and an optional help line. */
export function TextField({ id, label, value, onChange, error, help, groupClassName = 'mb-3', labelClassName, state, ...control }: Props) {
  return (
    <Form.Group className={groupClassName} controlId={id}>
      <Form.Label className={labelClassName}>{label}</Form.Label>
      <Form.Control {...control} value={value} onChange={(e) => onChange(e.target.value)} {...(state ?? fieldState(error, false))} />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      {help && <Form.Text muted>{help}</Form.Text>}
    </Form.Group>
  );
}
