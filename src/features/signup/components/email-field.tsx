'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form } from 'react-bootstrap';
import { fieldState } from '@/components/forms/field-state';
import { suggestEmail } from '@/shared/email-suggestion';

type Props = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** From a 422 email_suggestion: the server's 'Bedoelde je …?', which may be declined. */
  serverSuggestion: string | null;
  onKeep: () => void;
  valid?: boolean;
};

/** §5 signup e-mail with 'Bedoelde je …?' for mistyped domains: live on blur and from the server. */
export function EmailField({ value, onChange, error, serverSuggestion, onKeep, valid = false }: Props) {
  const t = useTranslations('SignupForm');
  const [blurSuggestion, setBlurSuggestion] = useState<string | null>(null);
  const suggestion = serverSuggestion ?? blurSuggestion;
  const accept = () => {
    if (suggestion) onChange(suggestion);
    setBlurSuggestion(null);
  };
  return (
    <Form.Group className="mb-3" controlId="signup-email">
      <Form.Label>{t('email')}</Form.Label>
      <Form.Control
        type="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        {...fieldState(serverSuggestion ? undefined : error, valid && !serverSuggestion, value !== '')}
        onChange={(event) => {
          onChange(event.target.value);
          setBlurSuggestion(null);
        }}
        onBlur={() => setBlurSuggestion(suggestEmail(value.trim()))}
      />
      {error && !serverSuggestion && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
      {suggestion && (
        <div className="form-text text-body" role="status">
          {t.rich('didYouMean', {
            email: suggestion,
            suggestion: (chunks) => (
              <Button variant="link" className="p-0 align-baseline fw-semibold" onClick={accept}>
                {chunks}
              </Button>
            ),
          })}
          {serverSuggestion && (
            <Button variant="link" size="sm" className="d-block p-0 mt-1 text-start text-body-secondary" onClick={onKeep}>
              {t('keepEmail', { email: value })}
            </Button>
          )}
        </div>
      )}
    </Form.Group>
  );
}
