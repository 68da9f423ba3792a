'use client';
import { useTranslations } from 'next-intl';
import { Button, Card } from 'react-bootstrap';
import { languageName } from '@/components/layout/language-name';
import type { Locale } from '@/shared/constants';
import type { CannedReplyDto } from '@/shared/types/staff';

type Props = { replies: CannedReplyDto[]; canEdit: boolean; onEdit: (reply: CannedReplyDto) => void; onDelete: (reply: CannedReplyDto) => void };

/** Replies grouped per site and language, in the order the API gives them (site, language, title). */
function groupsOf(replies: CannedReplyDto[]): Array<{ key: string; replies: CannedReplyDto[] }> {
  const groups = new Map<string, CannedReplyDto[]>();
  for (const reply of replies) {
    const key = `${reply.site.domain}|${reply.language}`;
    groups.set(key, [...(groups.get(key) ?? []), reply]);
  }
  return [...groups].map(([key, list]) => ({ key, replies: list }));
}

function ReplyItem({ reply, canEdit, onEdit, onDelete }: Omit<Props, 'replies'> & { reply: CannedReplyDto }) {
  const t = useTranslations('Staff.canned');
  return (
    <li className="list-group-item d-flex gap-3 align-items-start">
      <div className="flex-grow-1 min-w-0">
        <div className="fw-semibold">{reply.title}</div>
        <p className="small text-body-secondary mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
          {reply.text}
        </p>
      </div>
      {canEdit && (
        <div className="d-flex gap-1 flex-shrink-0">
          <Button size="sm" variant="outline-dark" onClick={() => onEdit(reply)} aria-label={t('editNamed', { title: reply.title })}>
            <i className="bi bi-pencil" aria-hidden />
            <span className="d-none d-md-inline ms-1">{t('edit')}</span>
          </Button>
          <Button size="sm" variant="outline-danger" onClick={() => onDelete(reply)} aria-label={t('deleteNamed', { title: reply.title })}>
            <i className="bi bi-trash" aria-hidden />
            <span className="d-none d-md-inline ms-1">{t('delete')}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/** Every reply of the filter, one card per site and language. */
export function CannedReplyList({ replies, ...actions }: Props) {
  const t = useTranslations('Staff.canned');
  if (replies.length === 0) return <p className="text-body-secondary">{t('empty')}</p>;
  return groupsOf(replies).map((group) => {
    const first = group.replies[0];
    return (
      <Card key={group.key} className="mb-3" as="section" aria-label={`${first.site.name} · ${languageName(first.language as Locale)}`}>
        <Card.Header className="d-flex flex-wrap gap-2 align-items-baseline">
          <h2 className="h6 mb-0">{first.site.name}</h2>
          <span className="small text-body-secondary">{first.site.domain}</span>
          <span className="badge text-bg-light border ms-auto">{languageName(first.language as Locale)}</span>
        </Card.Header>
        <ul className="list-group list-group-flush">
          {group.replies.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} {...actions} />
          ))}
        </ul>
      </Card>
    );
  });
}
