'use client';
import Link from 'next/link';
import { Col, Form } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/api/current-user';
import { SEARCH_DISTANCES_KM } from '@/shared/constants';
import { paths } from '@/shared/paths';
import type { SearchFilters } from '../utils/search-query';

type Props = { draft: SearchFilters; set: (key: keyof SearchFilters) => (value: string) => void };

const labelClass = 'small fw-semibold mb-1';

/**
 * Online now and with a photo; for a member who shared a position, how far and nearest first (the
 * other members' regions stay the measure otherwise); a member who shared none is told where to.
 */
export function SearchNarrowingFields({ draft, set }: Props) {
  const t = useTranslations('SearchFilters');
  const { data: user } = useUser();
  const toggle = (key: 'online' | 'photo') => (event: React.ChangeEvent<HTMLInputElement>) => set(key)(event.target.checked ? '1' : '');
  return (
    <>
      <Col xs={6} md="auto">
        <Form.Check type="switch" role="switch" id="search-online" label={t('online')} checked={draft.online === '1'} onChange={toggle('online')} />
      </Col>
      <Col xs={6} md="auto">
        <Form.Check type="switch" role="switch" id="search-photo" label={t('photo')} checked={draft.photo === '1'} onChange={toggle('photo')} />
      </Col>
      {user?.profile.location_shared ? (
        <>
          <Col xs={12} sm={6} md={3} lg={2}>
            <Form.Group controlId="search-distance">
              <Form.Label className={labelClass}>{t('distance')}</Form.Label>
              <Form.Select value={draft.distance} onChange={(e) => set('distance')(e.target.value)}>
                <option value="">{t('distanceAny')}</option>
                {SEARCH_DISTANCES_KM.map((km) => (
                  <option key={km} value={String(km)}>
                    {t('distanceOption', { km })}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6} md={3} lg={2}>
            <Form.Group controlId="search-sort">
              <Form.Label className={labelClass}>{t('sort')}</Form.Label>
              <Form.Select value={draft.sort} onChange={(e) => set('sort')(e.target.value)}>
                <option value="">{t('sortRecent')}</option>
                <option value="distance">{t('sortDistance')}</option>
              </Form.Select>
            </Form.Group>
          </Col>
        </>
      ) : (
        user && (
          <Col xs={12} md>
            <p className="small text-body-secondary mb-0">
              <i className="bi bi-crosshair me-1" aria-hidden />
              {t.rich('shareLocation', { link: (chunks) => <Link href={`${paths.profile}#profile-location`}>{chunks}</Link> })}
            </p>
          </Col>
        )
      )}
    </>
  );
}
