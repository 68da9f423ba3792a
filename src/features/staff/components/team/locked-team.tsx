'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button } from 'react-bootstrap';
import { StepUpDialog } from '../step-up/step-up-dialog';

/** The list itself asks for a recent code: the prompt opens at once and can be opened again. */
export function LockedTeam({ onConfirmed }: { onConfirmed: () => void }) {
  const t = useTranslations('Staff');
  const [open, setOpen] = useState(true);
  return (
    <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">{t('team.codeHelp')}</span>
      <Button size="sm" onClick={() => setOpen(true)}>
        {t('team.enterCode')}
      </Button>
      <StepUpDialog show={open} onConfirmed={() => (setOpen(false), onConfirmed())} onCancel={() => setOpen(false)} />
    </Alert>
  );
}
