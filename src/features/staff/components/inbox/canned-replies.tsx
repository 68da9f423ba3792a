'use client';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import type { OperatorConversationDto } from '@/shared/types/staff';

type Props = { replies: OperatorConversationDto['canned_replies']; onPick: (text: string) => void; afterPick: () => void };

/** The site's prepared texts for this language: a click puts one into the reply box. */
export function CannedReplies({ replies, onPick, afterPick }: Props) {
  const t = useTranslations('Staff');
  if (replies.length === 0) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-1 mb-2" role="group" aria-label={t('cannedLabel')}>
      <span className="small text-body-secondary me-1">{t('cannedLabel')}</span>
      {replies.map((reply) => (
        <Button
          key={reply.id}
          size="sm"
          variant="outline-secondary"
          className="py-0"
          title={reply.text}
          onClick={() => {
            onPick(reply.text);
            afterPick();
          }}
        >
          {reply.title}
        </Button>
      ))}
    </div>
  );
}
