'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Button, ListGroup } from 'react-bootstrap';
import type { PasskeyDto } from '@/shared/types/staff';
import { formatDateTime } from '../../format';

/** The staff member's passkeys, each with when it was added and last used, and a remove button. */
export function PasskeyList({ passkeys, busy, onRemove }: { passkeys: PasskeyDto[]; busy: boolean; onRemove: (passkey: PasskeyDto) => void }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  if (passkeys.length === 0) return <p className="text-body-secondary">{t('passkeys.empty')}</p>;
  return (
    <ListGroup as="ul" className="mb-3" aria-label={t('passkeys.title')}>
      {passkeys.map((passkey) => (
        <ListGroup.Item as="li" key={passkey.id} className="d-flex align-items-center gap-3">
          <i className="bi bi-key fs-4 text-body-secondary" aria-hidden />
          <div className="flex-grow-1 min-w-0">
            <div className="fw-semibold text-truncate">{passkey.name}</div>
            <div className="small text-body-secondary">
              {t('passkeys.createdAt', { date: formatDateTime(passkey.created_at, locale) })}
              {' · '}
              {passkey.last_used_at ? t('passkeys.lastUsed', { date: formatDateTime(passkey.last_used_at, locale) }) : t('passkeys.neverUsed')}
            </div>
          </div>
          <Button
            variant="outline-danger"
            size="sm"
            disabled={busy}
            onClick={() => onRemove(passkey)}
            aria-label={t('passkeys.removeNamed', { name: passkey.name })}
          >
            <i className="bi bi-trash" aria-hidden />
            <span className="d-none d-sm-inline ms-1">{t('passkeys.remove')}</span>
          </Button>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
