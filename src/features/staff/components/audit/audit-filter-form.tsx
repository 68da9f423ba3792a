'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form } from 'react-bootstrap';
import { NO_AUDIT_FILTER, type AuditFilter } from '../../audit-filter';

const FIELDS = ['staff', 'action', 'target_type', 'target_id'] as const;
const LABELS = { staff: 'filterStaff', action: 'filterAction', target_type: 'filterTargetType', target_id: 'filterTargetId' } as const;

/** Narrows the trail by staff member (id), action or target; empty fields match anything. */
export function AuditFilterForm({ initial, onApply }: { initial: AuditFilter; onApply: (filter: AuditFilter) => void }) {
  const t = useTranslations('Staff');
  const [values, setValues] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...values, staff: values.staff.replace(/\D/g, '') });
  };
  return (
    <Form onSubmit={submit} className="row g-2 align-items-end mb-3" aria-label={t('filterLabel')}>
      {FIELDS.map((field) => (
        <Form.Group key={field} className="col-6 col-md-3 col-xl-2" controlId={`audit-${field}`}>
          <Form.Label className="small mb-1">{t(LABELS[field])}</Form.Label>
          <Form.Control
            size="sm"
            inputMode={field === 'staff' ? 'numeric' : undefined}
            value={values[field]}
            onChange={(e) => setValues({ ...values, [field]: e.target.value })}
          />
        </Form.Group>
      ))}
      <div className="col-12 col-xl-4 d-flex gap-2">
        <Button type="submit" size="sm">
          {t('filterApply')}
        </Button>
        <Button type="button" size="sm" variant="outline-secondary" onClick={() => onApply(NO_AUDIT_FILTER)}>
          {t('filterReset')}
        </Button>
      </div>
    </Form>
  );
}
