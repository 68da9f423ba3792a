'use client';
import { useEffect, useMemo } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';

type Props = { file: File | null; name: string; onCancel: () => void; onSend: (file: File) => void };

/** A local address of the picked file while it is shown, given back when the file changes or the modal goes. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

/**
 * A picked chat photo is shown with its price (photo_credits) before anything is sent or charged;
 * the member sends it or cancels.
 */
export function PhotoPreviewModal({ file, name, onCancel, onSend }: Props) {
  const t = useTranslations('ChatPage');
  const { photo_credits: credits } = useSettings();
  const url = usePreviewUrl(file);
  return (
    <Modal show={file !== null} onHide={onCancel} centered aria-labelledby="photo-preview-title">
      <Modal.Header closeButton closeLabel={t('cancel')}>
        <Modal.Title as="h2" id="photo-preview-title" className="h5">
          {t('photoPreviewTitle', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        {url && (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL: next/image cannot optimise it
          <img
            src={url}
            alt={t('photoPreviewAlt')}
            className="rounded mb-3"
            style={{ maxWidth: '100%', height: 'auto', maxHeight: '50vh', objectFit: 'contain' }}
          />
        )}
        <p className="mb-0 fw-semibold">{t('photoPreviewCost', { credits })}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-dark" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button variant="primary" onClick={() => file && onSend(file)}>
          <i className="bi bi-send-fill me-2" aria-hidden />
          {t('sendPhoto', { credits })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
