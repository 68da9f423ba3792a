'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Card, Spinner } from 'react-bootstrap';
import type { PasskeyDto } from '@/shared/types/staff';
import { usePasskeys, useRemovePasskey } from '../../api/passkeys';
import { useStepUp } from '../../hooks/use-step-up';
import { StepUpDialog } from '../step-up/step-up-dialog';
import { usePasskeySupport } from '../../hooks/use-passkey-support';
import { AddPasskeyForm } from './add-passkey-form';
import { PasskeyList } from './passkey-list';

/** Passkeys: the second factor that can stand in for the authenticator app's code at login. */
export function PasskeysCard() {
  const t = useTranslations('Staff');
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const { askedForCode, prompt } = useStepUp();
  const [notice, setNotice] = useState<string | null>(null);
  const supported = usePasskeySupport();

  const removeOne = (passkey: PasskeyDto) => {
    if (!window.confirm(t('passkeys.removeConfirm', { name: passkey.name }))) return;
    const attempt = () =>
      remove.mutate(passkey.id, {
        onSuccess: () => setNotice(t('passkeys.removed')),
        onError: (error) => {
          if (!askedForCode(error, attempt)) setNotice(error.message);
        },
      });
    attempt();
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('passkeys.title')}
        </Card.Title>
        <p className="text-body-secondary">{t('passkeys.intro')}</p>
        <div aria-live="polite">{notice && <Alert variant="info">{notice}</Alert>}</div>
        {passkeys.isPending && <Spinner aria-label={t('loading')} />}
        {passkeys.isError && <Alert variant="danger">{passkeys.error.message}</Alert>}
        {passkeys.data && <PasskeyList passkeys={passkeys.data.passkeys} busy={remove.isPending} onRemove={removeOne} />}
        {supported ? (
          <AddPasskeyForm onStepUp={askedForCode} onAdded={() => setNotice(t('passkeys.added'))} />
        ) : (
          <p className="text-body-secondary">{t('passkeys.unsupported')}</p>
        )}
        <StepUpDialog {...prompt} />
      </Card.Body>
    </Card>
  );
}
