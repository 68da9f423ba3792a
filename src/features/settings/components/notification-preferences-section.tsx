'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form } from 'react-bootstrap';
import { MAIL_KINDS, type MailKind } from '@/shared/schemas/notifications';
import type { NotificationsDto } from '@/shared/types/notifications';
import { useUpdateNotifications } from '../api/update-notifications';

/** The e-mail kinds of §3 as switches, each saved as it is flipped; and mail back on when it was stopped. */
export function NotificationPreferencesSection({ settings }: { settings: NotificationsDto }) {
  const t = useTranslations('NotificationsPage');
  const update = useUpdateNotifications();
  // A switch moves the moment it is flipped. The saved settings reach the page a render later (and a
  // failed save puts the switch back), so until its save settles the switch shows what was chosen.
  const [chosen, setChosen] = useState<Partial<Record<MailKind, boolean>>>({});
  const flip = (kind: MailKind, on: boolean) => {
    setChosen((current) => ({ ...current, [kind]: on }));
    const settled = () => setChosen(({ [kind]: _settled, ...rest }) => rest);
    update.mutateAsync({ email: { [kind]: on } }).then(settled, settled);
  };
  return (
    <section aria-labelledby="settings-notifications" className="card border-0 shadow-sm mb-4 p-3 p-md-4">
      <h2 id="settings-notifications" className="h5 fw-bold mb-3">
        {t('prefsTitle')}
      </h2>
      {settings.notifications_disabled.length > 0 && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">{t('mailOff')}</span>
          <Button size="sm" variant="warning" disabled={update.isPending} onClick={() => update.mutate({ enable_mail: true })}>
            {t('mailOn')}
          </Button>
        </Alert>
      )}
      <p className="text-body-secondary">{t('prefsIntro')}</p>
      {MAIL_KINDS.map((kind) => (
        <Form.Check
          key={kind}
          type="switch"
          id={`mail-${kind}`}
          label={t(`kinds.${kind}`)}
          checked={chosen[kind] ?? settings.email[kind]}
          onChange={(event) => flip(kind, event.currentTarget.checked)}
        />
      ))}
      <p role="status" className="small text-success mt-2 mb-0">
        {update.isSuccess ? t('saved') : ''}
      </p>
      {update.isError && <Alert variant="danger">{t('failed')}</Alert>}
    </section>
  );
}
