'use client';
import { useEffect, useRef } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslations } from 'next-intl';

type Props = { reference: string; onAnother: () => void };

/** The thank-you with the notice's reference; it takes the focus so a screen reader reads it out. */
export function ComplaintSent({ reference, onAnother }: Props) {
  const t = useTranslations('ComplaintsForm');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert variant="success" className="mb-0">
      <h3 ref={heading} tabIndex={-1} className="h5">
        {t('sentTitle')}
      </h3>
      <p>
        {t('sentReference')} <strong data-testid="complaint-reference">{reference}</strong>
      </p>
      <p>{t('sentText')}</p>
      <Button variant="outline-dark" onClick={onAnother}>
        {t('another')}
      </Button>
    </Alert>
  );
}
