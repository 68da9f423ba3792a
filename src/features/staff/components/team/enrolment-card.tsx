'use client';
import { useTranslations } from 'next-intl';
import { Alert, Button } from 'react-bootstrap';
import { QRCodeSVG } from 'qrcode.react';
import type { StaffEnrolmentDto } from '@/shared/types/staff';
import { CopyField } from './copy-field';

/** The secret of an otpauth:// URI, for typing into an app that cannot scan. */
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

/**
 * The new password and two-factor enrolment, shown once: the server keeps no readable copy. The
 * person scans the QR code of the otpauth:// link with their authenticator app, or types the key.
 */
export function EnrolmentCard({ enrolment, onDone }: { enrolment: StaffEnrolmentDto; onDone: () => void }) {
  const t = useTranslations('Staff');
  const email = enrolment.staff.email;
  return (
    <section className="card border-success mb-3" aria-labelledby="enrolment-title">
      <div className="card-body">
        <h2 className="h5" id="enrolment-title">
          {t('team.enrolmentTitle', { email })}
        </h2>
        <Alert variant="warning" className="py-2 small">
          {t('team.enrolmentOnce')}
        </Alert>
        {enrolment.password && <CopyField id="enrolment-password" label={t('team.password')} value={enrolment.password} />}
        <figure className="mb-3">
          {/* Drawn in the browser from the link: the secret never reaches an outside QR service. */}
          <QRCodeSVG
            value={enrolment.otpauth_uri}
            size={176}
            marginSize={2}
            title={t('team.qrTitle', { email })}
            role="img"
            aria-label={t('team.qrTitle', { email })}
            className="border rounded bg-white"
          />
          <figcaption className="form-text">{t('team.qrHelp')}</figcaption>
        </figure>
        <CopyField id="enrolment-secret" label={t('team.secret')} value={secretOf(enrolment.otpauth_uri)} />
        <p className="form-text mt-n2 mb-3">{t('team.manualHelp', { email })}</p>
        <CopyField id="enrolment-uri" label={t('team.otpauthUri')} value={enrolment.otpauth_uri} long />
        <Button variant="success" onClick={onDone}>
          {t('team.done')}
        </Button>
      </div>
    </section>
  );
}
