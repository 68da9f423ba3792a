'use client';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Nav, Spinner } from 'react-bootstrap';
import type { ClaimDto, InboxItemDto } from '@/shared/types/staff';
import { useClaim, useInbox } from '../../api/inbox';
import { useStaffMember } from '../../api/session';
import { useInboxEvents } from '../../hooks/use-inbox-events';
import { useServerClock } from '../../hooks/use-server-clock';
import { ConversationPane, type PaneOutcome } from './conversation-pane';
import { InboxFigures } from './inbox-figures';
import { InboxQueue } from './inbox-queue';
import styles from './inbox.module.scss';

export type OpenClaim = { conversation: number; until: string };
type Notice = { variant: 'success' | 'warning' | 'info'; text: string };

/** Claiming (a chosen conversation or the next one) and what the page says about it. */
function useClaiming() {
  const t = useTranslations('Staff');
  const claim = useClaim();
  const [open, setOpen] = useState<OpenClaim | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const opened = useCallback((c: ClaimDto) => setOpen({ conversation: c.conversation.id, until: c.claimed_until }), []);
  const take = (conversation?: number) => {
    setNotice(null);
    claim.mutate(conversation, { onSuccess: opened, onError: (error) => setNotice({ variant: 'warning', text: error.message }) });
  };
  const closed = (outcome: PaneOutcome) => {
    setOpen(null);
    setNotice({ variant: outcome === 'sent' ? 'success' : 'info', text: t(outcome === 'sent' ? 'replySent' : 'released') });
  };
  return { open, notice, setNotice, take, taking: claim.isPending, renewed: opened, closed };
}

/** /staff/inbox: the queue on the left (above on a tablet), the claimed conversation beside it. */
export function InboxPage() {
  const t = useTranslations('Staff');
  const staff = useStaffMember();
  const inbox = useInbox();
  useInboxEvents();
  const now = useServerClock(inbox.data?.now, inbox.dataUpdatedAt);
  const [view, setView] = useState<'queue' | 'figures'>('queue');
  const { open, notice, setNotice, take, taking, renewed, closed } = useClaiming();
  if (!staff) return null;
  const items = inbox.data?.items ?? [];

  return (
    <div className={`row g-0 ${styles.panes}`}>
      <section className={`col-12 col-lg-4 ${styles.queuePane}`} aria-label={t('queueLabel')}>
        <Nav variant="tabs" className="px-2 pt-2" activeKey={view} onSelect={(key) => setView(key === 'figures' ? 'figures' : 'queue')}>
          <Nav.Item>
            <Nav.Link eventKey="queue">{t('queueTab')}</Nav.Link>
          </Nav.Item>
          <Nav.Item>
            <Nav.Link eventKey="figures">{t('figuresTab')}</Nav.Link>
          </Nav.Item>
        </Nav>
        {inbox.isPending && (
          <div className="text-center p-4">
            <Spinner aria-label={t('loading')} />
          </div>
        )}
        {inbox.isError && (
          <Alert variant="danger" className="m-2">
            {inbox.error.message}
          </Alert>
        )}
        {inbox.data && view === 'queue' && (
          <InboxQueue
            items={items}
            now={now}
            selected={open?.conversation ?? null}
            staffId={staff.id}
            taking={taking}
            onOpen={(item: InboxItemDto) => take(item.conversation.id)}
            onTakeNext={() => take()}
          />
        )}
        {inbox.data && view === 'figures' && (
          <div className={styles.scroll}>
            <InboxFigures figures={inbox.data.figures} items={items} />
          </div>
        )}
      </section>
      <section className={`col-12 col-lg-8 ${styles.conversationPane}`} aria-label={t('conversationLabel')}>
        {notice && (
          <Alert
            variant={notice.variant}
            className="m-2 mb-0 py-2"
            dismissible
            onClose={() => setNotice(null)}
            role={notice.variant === 'warning' ? 'alert' : 'status'}
          >
            {notice.text}
          </Alert>
        )}
        {open ? (
          <ConversationPane key={open.conversation} claim={open} now={now} onRenewed={renewed} onReclaim={() => take(open.conversation)} onClosed={closed} />
        ) : (
          <p className="text-body-secondary text-center my-auto p-5">{t('nothingOpen')}</p>
        )}
      </section>
    </div>
  );
}
