'use client';
import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';

type Props = { disabled: boolean; onGift: () => void; onPhoto: (photo: File) => void };

/** A gift from the members' catalogue and a photo, beside the text: never charged when a profile sends them. */
export function ReplyTools({ disabled, onGift, onPhoto }: Props) {
  const t = useTranslations('Staff');
  const input = useRef<HTMLInputElement>(null);
  const picked = (file: File | undefined) => {
    if (file) onPhoto(file);
    // The same file may be chosen again after a cancel.
    if (input.current) input.current.value = '';
  };
  return (
    <div className="d-flex gap-1">
      <Button variant="outline-secondary" disabled={disabled} onClick={onGift}>
        <i className="bi bi-gift me-1" aria-hidden />
        {t('replyBox.gift')}
      </Button>
      <Button variant="outline-secondary" disabled={disabled} onClick={() => input.current?.click()}>
        <i className="bi bi-camera me-1" aria-hidden />
        {t('replyBox.photo')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="d-none"
        aria-label={t('replyBox.choosePhoto')}
        onChange={(e) => picked(e.target.files?.[0])}
      />
    </div>
  );
}
