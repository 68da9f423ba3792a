'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Modal, Nav, Spinner } from 'react-bootstrap';
import { MEMBER_VIEW_PAGES } from '@/shared/schemas/staff-members';
import type { MemberViewPage } from '@/shared/types/staff-members';
import { useMemberView } from '../../api/member-view';
import { ViewChats, ViewLikes, ViewProfile } from './member-view-pages';

function ViewPage({ member, page }: { member: number; page: MemberViewPage }) {
  const t = useTranslations('Staff');
  const view = useMemberView(member, page);
  if (view.isPending) return <Spinner size="sm" role="status" aria-label={t('loading')} />;
  if (view.isError) return <Alert variant="danger">{view.error.message}</Alert>;
  const data = view.data;
  if (data.page === 'profile') return <ViewProfile view={data} />;
  if (data.page === 'likes') return <ViewLikes view={data} />;
  return <ViewChats view={data} />;
}

const TAB_LABEL = { profile: 'members.viewProfile', likes: 'members.viewLikes', chats: 'members.viewChats' } as const;

/**
 * The member's own pages, read-only, as they see them: nothing here can act for the member, and no
 * member session is made. Each page opened is a `member.view_as` audit row, so a page loads only when
 * its tab is chosen.
 */
export function MemberViewButton({ member, email }: { member: number; email: string }) {
  const t = useTranslations('Staff');
  const [page, setPage] = useState<MemberViewPage | null>(null);
  return (
    <>
      <Button variant="outline-secondary" size="sm" onClick={() => setPage('profile')}>
        {t('members.viewAs')}
      </Button>
      <Modal show={page !== null} onHide={() => setPage(null)} size="lg" scrollable aria-labelledby="member-view-title">
        <Modal.Header closeButton closeLabel={t('members.cancel')}>
          <Modal.Title as="h2" id="member-view-title" className="h5 text-break">
            {t('members.viewTitle', { email })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">{t('members.viewLogged')}</p>
          <Nav variant="tabs" className="mb-3" activeKey={page ?? undefined} onSelect={(key) => key && setPage(key as MemberViewPage)}>
            {MEMBER_VIEW_PAGES.map((p) => (
              <Nav.Item key={p}>
                <Nav.Link eventKey={p} as="button" type="button">
                  {t(TAB_LABEL[p])}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          {page && <ViewPage key={page} member={member} page={page} />}
        </Modal.Body>
      </Modal>
    </>
  );
}
