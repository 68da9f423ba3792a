'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { fieldState } from '@/components/forms/field-state';

type Props = { id: string; label: string; value: string; onChange: (value: string) => void; error?: string; autoComplete?: string; valid?: boolean };

/** A password input with a show/hide toggle (typing on a phone keyboard is error-prone). */
export function PasswordField({ id, label, value, onChange, error, autoComplete = 'new-password', valid = false }: Props) {
  const t = useTranslations('SignupForm');
  const [visible, setVisible] = useState(false);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          {...fieldState(error, valid, value !== '')}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button
          variant="light"
          className="border text-body-secondary"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
        >
          <i className={visible ? 'bi bi-eye-slash' : 'bi bi-eye'} aria-hidden />
        </Button>
        {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
      </InputGroup>
    </Form.Group>
  );
}
