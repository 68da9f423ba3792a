'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/api/current-user';
import { SEARCH_DISTANCES_KM } from '@/shared/constants';
import { paths } from '@/shared/paths';
import type { SearchFilters } from '../utils/search-query';

type Props = { draft: SearchFilters; set: (key: keyof SearchFilters) => (value: string) => void };

const labelClass = 'small fw-semibold mb-1';

/** A Bootstrap switch (a checkbox that says it is a switch), without react-bootstrap. */
function Switch({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="form-check form-switch">
      <input className="form-check-input" type="checkbox" role="switch" id={id} checked={checked} onChange={onChange} />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

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
      <div className="col-6 col-md-auto">
        <Switch id="search-online" label={t('online')} checked={draft.online === '1'} onChange={toggle('online')} />
      </div>
      <div className="col-6 col-md-auto">
        <Switch id="search-photo" label={t('photo')} checked={draft.photo === '1'} onChange={toggle('photo')} />
      </div>
      {user?.profile.location_shared ? (
        <>
          <div className="col-12 col-sm-6 col-md-3 col-lg-2">
            <label htmlFor="search-distance" className={`form-label ${labelClass}`}>
              {t('distance')}
            </label>
            <select id="search-distance" className="form-select" value={draft.distance} onChange={(e) => set('distance')(e.target.value)}>
              <option value="">{t('distanceAny')}</option>
              {SEARCH_DISTANCES_KM.map((km) => (
                <option key={km} value={String(km)}>
                  {t('distanceOption', { km })}
                </option>
              ))}
            </select>
          </div>
          <div className="col-12 col-sm-6 col-md-3 col-lg-2">
            <label htmlFor="search-sort" className={`form-label ${labelClass}`}>
              {t('sort')}
            </label>
            <select id="search-sort" className="form-select" value={draft.sort} onChange={(e) => set('sort')(e.target.value)}>
              <option value="">{t('sortRecent')}</option>
              <option value="distance">{t('sortDistance')}</option>
            </select>
          </div>
        </>
      ) : (
        user && (
          <div className="col-12 col-md">
            <p className="small text-body-secondary mb-0">
              <i className="bi bi-crosshair me-1" aria-hidden />
              {t.rich('shareLocation', { link: (chunks) => <Link href={`${paths.profile}#profile-location`}>{chunks}</Link> })}
            </p>
          </div>
        )
      )}
    </>
  );
}
