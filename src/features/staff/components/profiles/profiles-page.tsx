'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Col, Row, Spinner } from 'react-bootstrap';
import type { FictionalProfilesDto } from '@/shared/types/staff';
import { useFictionalProfiles } from '../../api/profiles';
import { useStaffMember } from '../../api/session';
import { ProfileEditor } from './profile-editor';
import { ProfileList } from './profile-list';

type Selection = number | 'new' | null;

/** The list beside the chosen profile on a desk; on a tablet one of them at a time, with a way back. */
function ProfilesContent({ data, canEdit }: { data: FictionalProfilesDto; canEdit: boolean }) {
  const t = useTranslations('Staff.profiles');
  const [selected, setSelected] = useState<Selection>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const choose = (next: Selection) => {
    setSelected(next);
    setNotice(null);
  };
  const saved = (id: number, created: boolean) => {
    setSelected(id);
    setNotice(created ? t('created') : t('saved'));
  };
  return (
    <Row className="g-3">
      <Col lg={4} className={selected === null ? '' : 'd-none d-lg-block'}>
        {canEdit && (
          <Button className="mb-3 w-100" onClick={() => choose('new')} active={selected === 'new'}>
            <i className="bi bi-person-plus me-1" aria-hidden />
            {t('new')}
          </Button>
        )}
        <ProfileList profiles={data.profiles} sites={data.sites} selected={typeof selected === 'number' ? selected : null} onSelect={choose} />
      </Col>
      <Col lg={8} className={selected === null ? 'd-none d-lg-block' : ''}>
        {selected !== null && (
          <Button variant="link" className="d-lg-none px-0 mb-2" onClick={() => choose(null)}>
            <i className="bi bi-arrow-left me-1" aria-hidden />
            {t('back')}
          </Button>
        )}
        {notice && (
          <Alert variant="success" dismissible onClose={() => setNotice(null)} role="status">
            {notice}
          </Alert>
        )}
        {selected === null ? (
          <p className="text-body-secondary mt-2">{canEdit ? t('chooseHint') : t('chooseHintReadOnly')}</p>
        ) : (
          <ProfileEditor id={selected} sites={data.sites} canEdit={canEdit} onSaved={saved} />
        )}
      </Col>
    </Row>
  );
}

/** /staff/profiles: the sites' own profiles; admins create and edit them, operators read them. */
export function ProfilesPage() {
  const t = useTranslations('Staff.profiles');
  const staff = useStaffMember();
  const list = useFictionalProfiles();
  const canEdit = staff?.role === 'admin';
  return (
    <div className="container-xl py-3">
      <h1 className="h4 mb-1">{t('title')}</h1>
      <p className="text-body-secondary small mb-3">{canEdit ? t('intro') : t('readOnly')}</p>
      {list.isPending && <Spinner aria-label={t('loading')} />}
      {list.isError && <Alert variant="danger">{list.error.message}</Alert>}
      {list.isSuccess && <ProfilesContent data={list.data} canEdit={canEdit} />}
    </div>
  );
}
