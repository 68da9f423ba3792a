'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form, InputGroup } from 'react-bootstrap';

/** A read-only value in a monospace field with a copy button, e.g. a password shown once. */
export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const t = useTranslations('Staff');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
      <InputGroup>
        <Form.Control readOnly value={value} className="font-monospace" onFocus={(e) => e.target.select()} />
        <Button variant="outline-secondary" onClick={() => void copy()} aria-label={`${t('team.copy')}: ${label}`}>
          <i className={`bi ${copied ? 'bi-check2' : 'bi-clipboard'} me-1`} aria-hidden />
          {copied ? t('team.copied') : t('team.copy')}
        </Button>
      </InputGroup>
    </Form.Group>
  );
}
