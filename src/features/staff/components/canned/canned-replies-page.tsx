'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Spinner } from 'react-bootstrap';
import type { CannedRepliesDto, CannedReplyDto } from '@/shared/types/staff';
import { useStaffMember } from '../../api/session';
import { useCannedReplies } from '../../api/canned-replies';
import { CannedFilterForm, type CannedFilter } from './canned-filter';
import { CannedReplyList } from './canned-reply-list';
import { CannedReplyModal } from './canned-reply-modal';
import { DeleteCannedModal } from './delete-canned-modal';

/** What is open over the list: the form (a reply or a new one) or the delete confirmation. */
type Dialog = { kind: 'form'; reply: CannedReplyDto | null } | { kind: 'delete'; reply: CannedReplyDto } | null;

const matches = (filter: CannedFilter) => (reply: CannedReplyDto) =>
  (!filter.site || reply.site.domain === filter.site) && (!filter.language || reply.language === filter.language);

function CannedContent({ data, canEdit }: { data: CannedRepliesDto; canEdit: boolean }) {
  const t = useTranslations('Staff.canned');
  const [filter, setFilter] = useState<CannedFilter>({ site: '', language: '' });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setDialog(null);
  const done = (text: string) => () => {
    setDialog(null);
    setNotice(text);
  };
  const initial = dialog?.kind === 'form' && dialog.reply ? { ...dialog.reply, site: dialog.reply.site.domain } : { ...filter, title: '', text: '' };
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-start justify-content-between">
        <CannedFilterForm sites={data.sites} languages={data.languages} value={filter} onChange={setFilter} />
        {canEdit && (
          <Button size="sm" onClick={() => setDialog({ kind: 'form', reply: null })}>
            <i className="bi bi-plus-lg me-1" aria-hidden />
            {t('new')}
          </Button>
        )}
      </div>
      {!canEdit && <p className="small text-body-secondary">{t('readOnly')}</p>}
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(null)} role="status">
          {notice}
        </Alert>
      )}
      <CannedReplyList
        replies={data.replies.filter(matches(filter))}
        canEdit={canEdit}
        onEdit={(reply) => setDialog({ kind: 'form', reply })}
        onDelete={(reply) => setDialog({ kind: 'delete', reply })}
      />
      {dialog?.kind === 'form' && (
        <CannedReplyModal reply={dialog.reply} initial={initial} sites={data.sites} languages={data.languages} onClose={close} onSaved={done(t('saved'))} />
      )}
      {dialog?.kind === 'delete' && <DeleteCannedModal reply={dialog.reply} onClose={close} onDeleted={done(t('deleted'))} />}
    </>
  );
}

/** /staff/canned-replies: the operators' ready answers per site and language; admins edit them. */
export function CannedRepliesPage() {
  const t = useTranslations('Staff.canned');
  const staff = useStaffMember();
  const canned = useCannedReplies();
  return (
    <div className="container-lg py-3">
      <h1 className="h4 mb-1">{t('title')}</h1>
      <p className="text-body-secondary small mb-3">{t('intro')}</p>
      {canned.isPending && <Spinner aria-label={t('loading')} />}
      {canned.isError && <Alert variant="danger">{canned.error.message}</Alert>}
      {canned.isSuccess && <CannedContent data={canned.data} canEdit={staff?.role === 'admin'} />}
    </div>
  );
}
