'use client';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import type { AppliedCode } from '../hooks/use-applied-code';

type Props = { code: AppliedCode; error: string | null; offered: boolean };

/** The discount code with its own button: applying it shows the new price before the member pays. */
export function DiscountCodeField({ code, error, offered }: Props) {
  const t = useTranslations('CreditsPage');
  return (
    <Form.Group controlId="discountcode">
      <Form.Label>{t('discountCode')}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          value={code.typed}
          onChange={(e) => code.setTyped(e.target.value)}
          isInvalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby="discountcode-help"
          autoComplete="off"
          autoCapitalize="characters"
        />
        <Button variant="outline-primary" onClick={code.apply} disabled={code.checking}>
          {t('applyCode')}
        </Button>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
      {!error && <Form.Text id="discountcode-help">{code.discount && offered ? t('offerFilledIn') : t('discountHint')}</Form.Text>}
    </Form.Group>
  );
}
