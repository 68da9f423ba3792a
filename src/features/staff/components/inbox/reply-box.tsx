'use client';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { HttpError } from '@/lib/http-client';
import type { ClaimDto, OperatorConversationDto } from '@/shared/types/staff';
import { useReply } from '../../api/conversation';
import { useClaimRenewal } from '../../hooks/use-claim-renewal';
import { CannedReplies } from './canned-replies';

type Props = {
  conversation: number;
  profileName: string;
  canned: OperatorConversationDto['canned_replies'];
  onRenewed: (claim: ClaimDto) => void;
  onSent: () => void;
};

/** The profile's answer: typing renews the claim; a refused text says why under the box. */
export function ReplyBox({ conversation, profileName, canned, onRenewed, onSent }: Props) {
  const t = useTranslations('Staff');
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  // One nonce per text: a retry of the same reply is stored once, an edited one is a new reply.
  const nonce = useRef<string | null>(null);
  const reply = useReply();
  const renew = useClaimRenewal(conversation, onRenewed);
  const error = reply.error instanceof HttpError ? reply.error : null;
  const fieldError = error?.fields.text;

  const change = (value: string) => {
    setText(value);
    nonce.current = null;
    renew();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    nonce.current ??= crypto.randomUUID();
    reply.mutate({ conversation, text, nonce: nonce.current }, { onSuccess: onSent });
  };

  return (
    <Form onSubmit={submit} className="p-2 border-top bg-white" noValidate>
      {error && !fieldError && (
        <Alert variant="warning" className="py-2 small" role="alert">
          {error.message}
        </Alert>
      )}
      <CannedReplies replies={canned} onPick={(value) => change(text ? `${text} ${value}` : value)} afterPick={() => box.current?.focus()} />
      <Form.Group controlId="staff-reply">
        <Form.Label className="visually-hidden">{t('replyLabel', { name: profileName })}</Form.Label>
        <Form.Control
          ref={box}
          as="textarea"
          rows={3}
          value={text}
          placeholder={t('replyPlaceholder', { name: profileName })}
          isInvalid={Boolean(fieldError)}
          onChange={(e) => change(e.target.value)}
        />
        <Form.Control.Feedback type="invalid">{fieldError}</Form.Control.Feedback>
      </Form.Group>
      <div className="d-flex justify-content-end mt-2">
        <Button type="submit" disabled={reply.isPending || !text.trim()}>
          {reply.isPending ? <Spinner size="sm" className="me-1" aria-hidden /> : <i className="bi bi-send-fill me-1" aria-hidden />}
          {t('send')}
        </Button>
      </div>
    </Form>
  );
}
