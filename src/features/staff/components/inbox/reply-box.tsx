'use client';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form, Spinner } from 'react-bootstrap';
import { GiftPickerModal } from '@/components/messaging/gift-picker-modal';
import { HttpError } from '@/lib/http-client';
import { isGiftSlug } from '@/shared/gifts';
import type { ClaimDto, OperatorConversationDto } from '@/shared/types/staff';
import { useReply, type ReplyContent } from '../../api/conversation';
import { useClaimRenewal } from '../../hooks/use-claim-renewal';
import { CannedReplies } from './canned-replies';
import { ReplyError } from './reply-error';
import { ReplyPhotoPreview } from './reply-photo-preview';
import { ReplyTools } from './reply-tools';

type Props = {
  conversation: number;
  profileName: string;
  memberName: string;
  canned: OperatorConversationDto['canned_replies'];
  onRenewed: (claim: ClaimDto) => void;
  onSent: () => void;
};

/** One nonce per content: a retry of the same reply is stored once, anything changed is a new reply. */
function useNonces() {
  const attempt = useRef<{ content: unknown; nonce: string } | null>(null);
  return (content: unknown) => {
    const kept = attempt.current;
    const current = kept && kept.content === content ? kept : { content, nonce: crypto.randomUUID() };
    attempt.current = current;
    return current.nonce;
  };
}

/** The profile's answer: a text, a gift or a photo; typing renews the claim; a refusal says why beside the box. */
export function ReplyBox({ conversation, profileName, memberName, canned, onRenewed, onSent }: Props) {
  const t = useTranslations('Staff');
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [giftOpen, setGiftOpen] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const nonceFor = useNonces();
  const reply = useReply();
  const renew = useClaimRenewal(conversation, onRenewed);
  const textRefused = reply.error instanceof HttpError && Boolean(reply.error.fields.text);

  const change = (value: string) => (setText(value), renew());
  const send = (content: ReplyContent, key: unknown, after?: () => void) =>
    reply.mutate({ conversation, nonce: nonceFor(key), ...content }, { onSuccess: () => (after?.(), onSent()) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) send({ text }, text);
  };
  const sendGift = (slug: string) => isGiftSlug(slug) && send({ gift: slug }, slug, () => setGiftOpen(false));
  const choosePhoto = (file: File) => (reply.reset(), setPhoto(file), renew());

  return (
    <Form onSubmit={submit} className="p-2 border-top bg-white" noValidate>
      <CannedReplies replies={canned} onPick={(value) => change(text ? `${text} ${value}` : value)} afterPick={() => box.current?.focus()} />
      {photo && (
        <ReplyPhotoPreview photo={photo} sending={reply.isPending} onSend={() => send({ photo }, photo)} onCancel={() => (setPhoto(null), reply.reset())} />
      )}
      <Form.Group controlId="staff-reply">
        <Form.Label className="visually-hidden">{t('replyLabel', { name: profileName })}</Form.Label>
        <Form.Control
          ref={box}
          as="textarea"
          rows={3}
          value={text}
          placeholder={t('replyPlaceholder', { name: profileName })}
          isInvalid={textRefused}
          aria-describedby={reply.error ? 'staff-reply-error' : undefined}
          onChange={(e) => change(e.target.value)}
        />
      </Form.Group>
      <div className="mt-2">{!giftOpen && <ReplyError id="staff-reply-error" error={reply.error} />}</div>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <ReplyTools disabled={reply.isPending} onGift={() => (reply.reset(), setGiftOpen(true))} onPhoto={choosePhoto} />
        <Button type="submit" disabled={reply.isPending || !text.trim()}>
          {reply.isPending && !photo ? <Spinner size="sm" className="me-1" aria-hidden /> : <i className="bi bi-send-fill me-1" aria-hidden />}
          {t('send')}
        </Button>
      </div>
      <GiftPickerModal
        show={giftOpen}
        name={memberName}
        showCost={false}
        sending={reply.isPending}
        alert={giftOpen && <ReplyError id="staff-gift-error" error={reply.error} />}
        onHide={() => setGiftOpen(false)}
        onSend={sendGift}
      />
    </Form>
  );
}
