'use client';
import { useTranslations } from 'next-intl';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { usePushDevice } from '../hooks/use-push-device';

const TEXT = { unknown: 'pushUnknown', capable: 'pushCapable', subscribed: 'pushSubscribed', denied: 'pushDenied' } as const;

/** Push notifications on this device: subscribe or unsubscribe, or why neither can be done here. */
export function PushSection({ pushOn }: { pushOn: boolean }) {
  const t = useTranslations('NotificationsPage');
  const { state, busy, failed, subscribe, unsubscribe } = usePushDevice(pushOn);
  return (
    <section aria-labelledby="settings-push" className="card border-0 shadow-sm mb-4 p-3 p-md-4" data-push-state={state}>
      <h2 id="settings-push" className="h5 fw-bold mb-3">
        {t('pushTitle')}
      </h2>
      <p>{t(TEXT[state])}</p>
      {state === 'capable' && (
        <Button onClick={() => void subscribe()} disabled={busy}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('pushOn')}
        </Button>
      )}
      {state === 'subscribed' && (
        <Button variant="outline-secondary" onClick={() => void unsubscribe()} disabled={busy}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('pushOffAction')}
        </Button>
      )}
      {failed && (
        <Alert variant="danger" className="mt-3 mb-0">
          {t('failed')}
        </Alert>
      )}
    </section>
  );
}
