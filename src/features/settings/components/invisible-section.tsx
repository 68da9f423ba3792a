'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Card, Form } from 'react-bootstrap';
import { useUser } from '@/lib/api/current-user';
import { useSaveInvisible } from '../api/save-invisible';

/** §3 invisible mode: a switch that hides the member from search, likes and suggestions at once. */
export function InvisibleSection() {
  const t = useTranslations('InvisibleSettings');
  const { data: user } = useUser();
  const save = useSaveInvisible();
  // Set in the click itself: the mutation's pending state arrives a render later, and the switch
  // would flick back in between. A refusal shows the saved state again.
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (!user) return null;
  const invisible = wanted ?? user.invisible;
  const flip = (on: boolean) => {
    setWanted(on);
    save.mutate(on, { onSettled: () => setWanted(null) });
  };
  return (
    <Card className="mb-4 border-0 shadow-sm" as="section" aria-labelledby="invisible-title">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 fw-bold mb-3" id="invisible-title">
          {t('title')}
        </h2>
        <p className="text-body-secondary small">{t('text')}</p>
        {save.isError && <Alert variant="danger">{save.error.message}</Alert>}
        <Form.Check
          type="switch"
          id="settings-invisible"
          label={t('label')}
          checked={invisible}
          disabled={save.isPending}
          onChange={(e) => flip(e.target.checked)}
        />
      </Card.Body>
    </Card>
  );
}
