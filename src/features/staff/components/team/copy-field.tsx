'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form, InputGroup } from 'react-bootstrap';

/** A read-only value in a monospace field with a copy button, e.g. a password shown once. */
export function CopyField({ id, label, value, long = false }: { id: string; label: string; value: string; long?: boolean }) {
  const t = useTranslations('Staff');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label id={`${id}-label`} className="small fw-semibold mb-1">
        {label}
      </Form.Label>
      {/* The group carries the field's name, so the button's plain "Copy" is read with it. */}
      <InputGroup role="group" aria-labelledby={`${id}-label`}>
        {/* A long value (the otpauth link) wraps, so the whole of it can be read and checked. */}
        {long ? (
          <Form.Control readOnly as="textarea" rows={3} value={value} className="font-monospace text-break" onFocus={(e) => e.target.select()} />
        ) : (
          <Form.Control readOnly value={value} className="font-monospace" onFocus={(e) => e.target.select()} />
        )}
        <Button variant="outline-secondary" onClick={() => void copy()}>
          <i className={`bi ${copied ? 'bi-check2' : 'bi-clipboard'} me-1`} aria-hidden />
          {copied ? t('team.copied') : t('team.copy')}
        </Button>
      </InputGroup>
    </Form.Group>
  );
}
