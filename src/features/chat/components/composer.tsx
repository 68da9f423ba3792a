'use client';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { GiftPickerModal } from '@/components/messaging/lazy-gift-picker';
import type { MessageContent } from '@/lib/api/send-message';
import type { FocusHandoff } from '../hooks/chat-threads';
import { ComposerCost } from './composer-cost';
import { PhotoPreviewModal } from './photo-preview-modal';
import styles from './chat.module.scss';

type Props = {
  name: string;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: (content: MessageContent) => void;
  /** Passes the focus on to the composer of the next page (chat-threads.tsx). */
  focusHandoff: FocusHandoff;
};

/**
 * Carries the focus across a page move (/members/{id}/chat to /chats/{id}), so a member typing on
 * keeps typing into the composer. The page that goes gives it in a layout-effect cleanup (React runs
 * those before it detaches the elements); the page that comes takes it in a passive effect, after
 * the router has done its own focusing of the new page in the same commit.
 */
function useFocusHandoff(handoff: FocusHandoff) {
  const field = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = field.current;
    return () => {
      if (element && document.activeElement === element) handoff.give();
    };
  }, [handoff]);
  useEffect(() => {
    const element = field.current;
    if (!element || !handoff.take()) return;
    element.focus();
    // The caret goes after the text, where the member was typing.
    element.setSelectionRange(element.value.length, element.value.length);
  }, [handoff]);
  return field;
}

/** Text up to message_length with a counter; Enter sends, Shift+Enter breaks the line; gift and photo. */
export function Composer({ name, draft, onDraftChange, onSend, focusHandoff }: Props) {
  const t = useTranslations('ChatPage');
  const { message_length: maxLength, gift_credits: giftCredits, photo_credits: photoCredits } = useSettings();
  const giftLabel = t('sendGift', { credits: giftCredits });
  const photoLabel = t('sendPhoto', { credits: photoCredits });
  const [giftOpen, setGiftOpen] = useState(false);
  const [picked, setPicked] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const field = useFocusHandoff(focusHandoff);
  const counterId = useId();
  const text = draft.trim();

  const sendText = () => {
    if (!text || draft.length > maxLength) return;
    onSend({ kind: 'text', text });
    onDraftChange('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sendText();
  };
  // A picked photo is only previewed with its price; sending (and paying) is a second, deliberate step.
  const onPhoto = (file: File | undefined) => {
    if (file) setPicked(file);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className={styles.composer}>
      <Form onSubmit={(e) => (e.preventDefault(), sendText())} className="d-flex align-items-end gap-2">
        <Button variant="light" aria-label={giftLabel} title={giftLabel} onClick={() => setGiftOpen(true)}>
          <i className="bi bi-gift" aria-hidden />
        </Button>
        <Button variant="light" aria-label={photoLabel} title={photoLabel} onClick={() => fileInput.current?.click()}>
          <i className="bi bi-camera" aria-hidden />
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="d-none"
          aria-label={t('choosePhoto')}
          onChange={(e) => onPhoto(e.target.files?.[0])}
        />
        <Form.Control
          ref={field}
          as="textarea"
          rows={1}
          value={draft}
          maxLength={maxLength}
          onChange={(e) => onDraftChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder', { name })}
          aria-label={t('messageLabel', { name })}
          aria-describedby={counterId}
          style={{ maxHeight: '8rem' }}
        />
        <Button type="submit" variant="primary" disabled={!text} aria-label={t('send')} title={t('send')}>
          <i className="bi bi-send-fill" aria-hidden />
        </Button>
      </Form>
      <div className="d-flex justify-content-between small text-body-secondary mt-1 px-1">
        <ComposerCost />
        <span id={counterId}>{t('counter', { count: draft.length, max: maxLength })}</span>
      </div>
      <PhotoPreviewModal file={picked} name={name} onCancel={() => setPicked(null)} onSend={(photo) => (setPicked(null), onSend({ kind: 'photo', photo }))} />
      <GiftPickerModal show={giftOpen} name={name} onHide={() => setGiftOpen(false)} onSend={(gift) => (setGiftOpen(false), onSend({ kind: 'gift', gift }))} />
    </div>
  );
}
