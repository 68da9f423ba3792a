'use client';
import { useRef, useState } from 'react';
import Link from 'next/link';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { GiftPickerModal } from '@/components/messaging/lazy-gift-picker';
import { SendErrorAlert } from '@/components/messaging/send-error-alert';
import { newNonce, sendMessage, useApplySent } from '@/lib/api/send-message';
import { paths } from '@/shared/paths';

type Props = { id: number; name: string };

/** §2 the profile's gift action: the catalogue, then the gift goes straight into the chat with this member. */
export function GiftButton({ id, name }: Props) {
  const t = useTranslations('MemberProfile');
  const tm = useTranslations('Messaging');
  const [open, setOpen] = useState(false);
  const applySent = useApplySent();
  // One nonce per chosen gift: a second try of the same gift after a failure is the same message.
  const attempt = useRef<{ slug: string; nonce: string } | null>(null);
  const send = useMutation({
    mutationFn: (slug: string) => {
      if (attempt.current?.slug !== slug) attempt.current = { slug, nonce: newNonce() };
      return sendMessage({ profile: id, nonce: attempt.current.nonce, content: { kind: 'gift', gift: slug } });
    },
    onSuccess: (sent) => {
      attempt.current = null;
      applySent(sent);
    },
  });
  const alert = send.isError ? (
    <SendErrorAlert error={send.error} className="mb-3" />
  ) : send.isSuccess ? (
    <div className="alert alert-success py-2 small mb-3" role="status">
      {tm('giftSent', { name })}
      <Link href={paths.chats.conversation(send.data.conversation.id)} className="alert-link ms-2">
        {tm('openChat')}
      </Link>
    </div>
  ) : null;
  const close = () => (setOpen(false), send.reset());
  return (
    <>
      <button className="btn btn-outline-dark" type="button" onClick={() => setOpen(true)}>
        <i className="bi bi-gift me-2" aria-hidden />
        {t('gift')}
      </button>
      <GiftPickerModal show={open} name={name} onHide={close} onSend={(slug) => send.mutate(slug)} sending={send.isPending} alert={alert} />
    </>
  );
}
