'use client';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';

type Props = { show: boolean; deleting: boolean; onCancel: () => void; onConfirm: () => void };

export function DeletePhotoModal({ show, deleting, onCancel, onConfirm }: Props) {
  const t = useTranslations('PhotoManager');
  return (
    <Modal show={show} onHide={onCancel} centered size="sm" aria-labelledby="delete-photo-title">
      <Modal.Header closeButton closeLabel={t('cancel')}>
        <Modal.Title as="h2" id="delete-photo-title" className="h5">
          {t('deleteTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('deleteText')}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-dark" onClick={onCancel} disabled={deleting}>
          {t('cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          {deleting && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('deleteConfirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
