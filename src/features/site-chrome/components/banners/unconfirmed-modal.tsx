'use client';
import { Modal } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { UnconfirmedReminderText } from './unconfirmed-reminder-text';

type Props = { email: string; show: boolean; onClose: () => void };

/** §4: the unconfirmed-account reminder as a modal, on a phone right after signup. */
export function UnconfirmedModal({ email, show, onClose }: Props) {
  const t = useTranslations('Banners');
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="unconfirmed-title">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="unconfirmed-title" as="h2" className="h5">
          {t('unconfirmedTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <UnconfirmedReminderText email={email} />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-dark" onClick={onClose}>
          {t('understood')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
