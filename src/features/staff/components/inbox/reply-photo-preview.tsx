'use client';
import { useEffect, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Spinner } from 'react-bootstrap';
import styles from './inbox.module.scss';

type Props = { photo: File; sending: boolean; onSend: () => void; onCancel: () => void };

/** The chosen photo as the member will see it, sent only on "Send photo" and dropped on "Cancel". */
export function ReplyPhotoPreview({ photo, sending, onSend, onCancel }: Props) {
  const t = useTranslations('Staff');
  const url = useMemo(() => URL.createObjectURL(photo), [photo]);
  // The preview's object URL holds the file in memory until it is revoked.
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <figure className={`d-flex align-items-center gap-2 mb-2 p-2 border rounded bg-light ${styles.photoPreview}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable image */}
      <img src={url} alt={t('replyBox.photoPreview')} />
      <figcaption className="small text-body-secondary me-auto text-break">{photo.name}</figcaption>
      <Button variant="outline-secondary" size="sm" onClick={onCancel} disabled={sending}>
        {t('replyBox.cancelPhoto')}
      </Button>
      <Button size="sm" onClick={onSend} disabled={sending}>
        {sending ? <Spinner size="sm" className="me-1" aria-hidden /> : <i className="bi bi-send-fill me-1" aria-hidden />}
        {t('replyBox.sendPhoto')}
      </Button>
    </figure>
  );
}
