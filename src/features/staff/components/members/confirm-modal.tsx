'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Modal, Spinner } from 'react-bootstrap';

type Props = { title: string; body: ReactNode; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** "Are you sure?" before a support action that changes a member's account. */
export function ConfirmModal({ title, body, busy, onConfirm, onCancel }: Props) {
  const t = useTranslations('Staff');
  return (
    <Modal show onHide={onCancel} centered aria-labelledby="member-confirm-title">
      <Modal.Header closeButton closeLabel={t('members.cancel')}>
        <Modal.Title as="h2" id="member-confirm-title" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-break">{body}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('members.cancel')}
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('members.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
