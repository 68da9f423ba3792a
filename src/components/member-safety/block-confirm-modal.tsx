'use client';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';

type Props = { name: string; show: boolean; blocking: boolean; error: string | null; onCancel: () => void; onConfirm: () => void };

/** Blocking hides two members from each other everywhere, so it is confirmed first and says so. */
export function BlockConfirmModal({ name, show, blocking, error, onCancel, onConfirm }: Props) {
  const t = useTranslations('MemberSafety');
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="block-member-title">
      <Modal.Header closeButton closeLabel={t('cancel')}>
        <Modal.Title as="h2" id="block-member-title" className="h5">
          {t('blockTitle', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('blockText', { name })}</p>
        {error && (
          <Alert variant="danger" className="mt-3 mb-0 small">
            {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-dark" onClick={onCancel} disabled={blocking}>
          {t('cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={blocking}>
          {blocking && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('blockConfirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
