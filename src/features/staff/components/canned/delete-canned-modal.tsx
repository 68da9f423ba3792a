'use client';
import { useTranslations } from 'next-intl';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { languageName } from '@/components/layout/language-name';
import type { Locale } from '@/shared/constants';
import type { CannedReplyDto } from '@/shared/types/staff';
import { useDeleteCannedReply } from '../../api/canned-replies';

type Props = { reply: CannedReplyDto; onClose: () => void; onDeleted: () => void };

/** A deleted reply is gone from every operator's inbox at once: the admin confirms first. */
export function DeleteCannedModal({ reply, onClose, onDeleted }: Props) {
  const t = useTranslations('Staff.canned');
  const remove = useDeleteCannedReply();
  const confirm = () => remove.mutate(reply.id, { onSuccess: onDeleted });
  return (
    <Modal show onHide={onClose} centered aria-labelledby="delete-canned-modal-title">
      <Modal.Header closeButton closeLabel={t('cancel')}>
        <Modal.Title as="h2" className="h5" id="delete-canned-modal-title">
          {t('confirmTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('confirmText', { title: reply.title, site: reply.site.name, language: languageName(reply.language as Locale) })}</p>
        {remove.isError && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {remove.error.message}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={remove.isPending}>
          {t('cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending && <Spinner size="sm" className="me-1" aria-hidden />}
          {t('confirmDelete')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
