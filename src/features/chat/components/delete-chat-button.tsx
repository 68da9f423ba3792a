'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button, Modal } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useDeleteChat } from '../api/delete-chat';
import { paths } from '@/shared/paths';

/** Deletes the conversation after a confirmation; the list drops it at once (§4). */
export function DeleteChatButton({ conversationId, name }: { conversationId: number; name: string }) {
  const t = useTranslations('ChatPage');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteChat(t('deleteFailed'));
  const confirm = () => {
    setConfirming(false);
    remove.mutate(conversationId);
    router.push(paths.chats.list);
  };
  return (
    <>
      <Button variant="link" className="text-body-secondary" aria-label={t('delete')} title={t('delete')} onClick={() => setConfirming(true)}>
        <i className="bi bi-trash" aria-hidden />
      </Button>
      <Modal show={confirming} onHide={() => setConfirming(false)} centered aria-labelledby="delete-chat-title">
        <Modal.Header closeButton closeLabel={t('cancel')}>
          <Modal.Title as="h2" id="delete-chat-title" className="h5">
            {t('deleteTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('deleteBody', { name })}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-dark" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={confirm}>
            {t('delete')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
