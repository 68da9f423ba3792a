'use client';
import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import type { FictionalProfileDto, StaffSiteDto } from '@/shared/types/staff';
import styles from './profiles.module.scss';

type Props = { profiles: FictionalProfileDto[]; sites: StaffSiteDto[]; selected: number | null; onSelect: (id: number) => void };

function Thumb({ item }: { item: FictionalProfileDto }) {
  const photo = item.profile.main_image?.thumb_filename;
  return photo ? (
    // eslint-disable-next-line @next/next/no-img-element -- photos are already resized thumbnails
    <img src={photo} alt="" width={48} height={48} className={`rounded-circle ${styles.thumb}`} />
  ) : (
    <span
      className={`rounded-circle d-inline-flex align-items-center justify-content-center text-body-secondary ${styles.thumb} ${styles.noPhoto}`}
      aria-hidden
    >
      <i className="bi bi-person" />
    </span>
  );
}

/** The sites' own profiles: photo, name and age, site, and how many conversations wait for them. */
export function ProfileList({ profiles, sites, selected, onSelect }: Props) {
  const t = useTranslations('Staff.profiles');
  const siteName = (id: number) => sites.find((s) => s.id === id)?.domain ?? String(id);
  if (profiles.length === 0) return <p className="text-body-secondary">{t('empty')}</p>;
  return (
    <div className="list-group shadow-sm" role="group" aria-label={t('listLabel')}>
      {profiles.map((item) => (
        <button
          key={item.profile.id}
          type="button"
          className={`list-group-item list-group-item-action d-flex gap-3 align-items-center ${selected === item.profile.id ? 'active' : ''}`}
          aria-current={selected === item.profile.id ? 'true' : undefined}
          onClick={() => onSelect(item.profile.id)}
        >
          <Thumb item={item} />
          <span className="flex-grow-1 min-w-0">
            <span className="d-block fw-semibold text-truncate">{t('nameAge', { name: item.profile.name, age: item.profile.age })}</span>
            <span className={`d-block small text-truncate ${selected === item.profile.id ? '' : 'text-body-secondary'}`}>{siteName(item.site_id)}</span>
          </span>
          {item.waiting > 0 && (
            <Badge bg="warning" text="dark" pill title={t('waiting', { count: item.waiting })}>
              <i className="bi bi-chat-dots me-1" aria-hidden />
              {item.waiting}
              <span className="visually-hidden"> {t('waiting', { count: item.waiting })}</span>
            </Badge>
          )}
        </button>
      ))}
    </div>
  );
}
