'use client';
import { useTranslations } from 'next-intl';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { isApiError } from '@/lib/http-client';
import type { StaffEnrolmentDto, StaffMemberDto } from '@/shared/types/staff';
import { useResetStaffOtp } from '../../api/reset-staff-otp';
import type { StepUpGuard } from './step-up-guard';

type Props = { member: StaffMemberDto; askedForCode: StepUpGuard; onReset: (enrolment: StaffEnrolmentDto) => void; onClose: () => void };

/** Confirms before the old codes stop working and the person is logged out everywhere. */
export function ResetOtpModal({ member, askedForCode, onReset, onClose }: Props) {
  const t = useTranslations('Staff');
  const reset = useResetStaffOtp();
  const send = () => reset.mutate(member.id, { onSuccess: onReset, onError: (e) => askedForCode(e, send) });
  const shownError = reset.isError && !isApiError(reset.error, 'code_required') ? reset.error.message : null;
  return (
    <Modal show onHide={onClose} centered aria-labelledby="reset-otp-title">
      <Modal.Header closeButton closeLabel={t('team.cancel')}>
        <Modal.Title as="h2" id="reset-otp-title" className="h5 text-break">
          {t('team.resetTitle', { email: member.email })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {shownError && <Alert variant="danger">{shownError}</Alert>}
        <p className="mb-0">{t('team.resetBody')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('team.cancel')}
        </Button>
        <Button variant="danger" onClick={send} disabled={reset.isPending}>
          {reset.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('team.resetConfirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
