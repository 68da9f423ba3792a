'use client';
import { useMemo } from 'react';
import { useTimeZone, useTranslations } from 'next-intl';
import { Alert, Form } from 'react-bootstrap';
import { useUser } from '@/lib/api/current-user';
import { useSaveTimeZone } from '../api/save-time-zone';
import { timeZoneOptions } from '../utils/time-zone-options';
import { SettingsCard } from './settings-card';

/** The member's own clock: the zone chats, likes, orders and mails show times in. */
export function TimeZoneSection() {
  const t = useTranslations('TimeZoneSettings');
  const fallback = useTimeZone();
  const { data: user } = useUser();
  const save = useSaveTimeZone();
  const groups = useMemo(() => timeZoneOptions((area) => t(`areas.${area}`)), [t]);
  if (!user) return null;
  return (
    <SettingsCard id="time-zone-title" title={t('title')}>
      <p className="text-body-secondary small">{t('text')}</p>
      {save.isError && <Alert variant="danger">{save.error.message}</Alert>}
      <Form.Group controlId="settings-time-zone">
        <Form.Label>{t('label')}</Form.Label>
        <Form.Select value={save.variables ?? user.time_zone ?? fallback} disabled={save.isPending} onChange={(e) => save.mutate(e.target.value)}>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.zones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Form.Select>
      </Form.Group>
      {save.isSuccess && (
        <p className="small text-success mt-2 mb-0" role="status">
          {t('saved')}
        </p>
      )}
    </SettingsCard>
  );
}
