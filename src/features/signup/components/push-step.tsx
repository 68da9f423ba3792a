'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useSettings } from '@/components/providers/settings-context';
import { useSavePushSubscription } from '@/lib/api/save-push-subscription';
import { subscribePush } from '@/lib/push-subscription';
import { pushPermission } from '../utils/push';
import type { PushPermission } from '../utils/steps';
import type { StepProps } from './step-types';

/**
 * Step 4: push opt-in. The browser asks; granted → subscribe and POST /api/user.php?push=1
 * {subscription}; denied → {subscription: 'denied'} so we do not ask again (§3 push state).
 */
export function PushStep({ onNext }: StepProps) {
  const t = useTranslations('SignupSteps');
  const { push_public_key } = useSettings();
  const [permission] = useState<PushPermission>(pushPermission);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = useSavePushSubscription();

  const enable = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const answer = await Notification.requestPermission();
      if (answer === 'denied') await save.mutateAsync('denied');
      if (answer === 'granted') {
        const subscription = await subscribePush(push_public_key);
        if (subscription) await save.mutateAsync(subscription);
      }
      onNext();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const canAsk = permission === 'default';
  return (
    <Form noValidate onSubmit={(event) => event.preventDefault()}>
      <h2 className="h5">{t('pushTitle')}</h2>
      <div className="d-flex gap-3 align-items-start mb-3">
        <i className="bi bi-bell fs-2 text-primary" aria-hidden />
        <p className="mb-0">{canAsk ? t('pushIntro') : t(permission === 'unsupported' ? 'pushUnsupported' : 'pushAlreadyAnswered')}</p>
      </div>
      {failed && <Alert variant="danger">{t('pushFailed')}</Alert>}
      <div className="d-flex justify-content-between align-items-center gap-2 mt-4">
        {canAsk ? (
          <>
            <Button variant="link" className="text-body-secondary px-0" onClick={onNext} disabled={busy}>
              {t('notNow')}
            </Button>
            <Button onClick={enable} disabled={busy} className={`px-4`}>
              {busy && <Spinner size="sm" className="me-2" aria-hidden />}
              {t('enablePush')}
            </Button>
          </>
        ) : (
          <Button onClick={onNext} className={`ms-auto px-4`}>
            {t('next')}
          </Button>
        )}
      </div>
    </Form>
  );
}
