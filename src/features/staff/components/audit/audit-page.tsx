'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useAudit } from '../../api/audit';
import { NO_AUDIT_FILTER, type AuditFilter } from '../../audit-filter';
import { AuditFilterForm } from './audit-filter-form';
import { AuditTable } from './audit-table';
import { ChainBanner } from './chain-banner';

/** /staff/audit: the filters, whether the chain holds, the rows newest first, and "Older". */
export function AuditPage() {
  const t = useTranslations('Staff');
  const [filter, setFilter] = useState<AuditFilter>(NO_AUDIT_FILTER);
  const audit = useAudit(filter);
  const pages = audit.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);

  return (
    <div className="container-fluid py-3">
      <h1 className="h4 mb-3">{t('auditTitle')}</h1>
      {/* Keyed by the filter: one applied from the table (a click on an e-mail address) shows in the form too. */}
      <AuditFilterForm key={JSON.stringify(filter)} initial={filter} onApply={setFilter} />
      {pages[0] && <ChainBanner chain={pages[0].chain} />}
      {audit.isPending && (
        <div className="text-center p-4">
          <Spinner aria-label={t('loading')} />
        </div>
      )}
      {audit.isError && <Alert variant="danger">{audit.error.message}</Alert>}
      {audit.isSuccess && <AuditTable items={items} onStaff={(id) => setFilter({ ...filter, staff: String(id) })} />}
      {audit.hasNextPage && (
        <div className="text-center my-3">
          <Button variant="outline-secondary" onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
            {audit.isFetchingNextPage && <Spinner size="sm" className="me-1" aria-hidden />}
            {t('older')}
          </Button>
        </div>
      )}
    </div>
  );
}
