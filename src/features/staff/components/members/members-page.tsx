'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { MemberSearchForm } from './member-search-form';
import { MemberResults } from './member-results';
import { MemberDetailPane } from './member-detail-pane';

/** /staff/members (support, admins): search on the left, the chosen member's account on the right. */
export function MembersPage() {
  const t = useTranslations('Staff');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const search = (value: string) => {
    setQ(value);
    setSelected(null);
  };
  return (
    <div className="container-fluid py-3">
      <h1 className="h4 mb-3">{t('members.title')}</h1>
      <MemberSearchForm onSearch={search} />
      <div className="row g-3">
        <div className="col-lg-5">{q && <MemberResults q={q} selected={selected} onSelect={setSelected} />}</div>
        {/* Keyed by member: a newly chosen member starts with empty forms. */}
        <div className="col-lg-7">{selected !== null && <MemberDetailPane key={selected} memberId={selected} />}</div>
      </div>
    </div>
  );
}
