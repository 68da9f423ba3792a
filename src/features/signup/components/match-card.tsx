'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MemberCardDto } from '@/shared/types/api';
import styles from './signup.module.scss';
import { MemberName } from '@/components/member-written';
import { paths } from '@/shared/paths';

/** One member on /signup-matches: photo, name, age and region, linking to the profile. */
export function MatchCard({ member }: { member: MemberCardDto }) {
  const t = useTranslations('SignupMatchesPage');
  return (
    <Link href={paths.members.profile(member.id)} className="card h-100 text-decoration-none shadow-sm border-0 overflow-hidden">
      {member.main_image ? (
        // eslint-disable-next-line @next/next/no-img-element -- member photos are already sized thumbnails
        <img src={member.main_image.thumb_filename} alt={t('photoAlt', { name: member.name })} className={`card-img-top ${styles.matchPhoto}`} loading="lazy" />
      ) : (
        <div className={`card-img-top bg-body-tertiary d-flex align-items-center justify-content-center ${styles.matchPhoto}`}>
          <i className="bi bi-person fs-1 text-body-secondary" aria-hidden />
        </div>
      )}
      <div className="card-body p-2">
        <p className="fw-semibold mb-0 text-body text-truncate">
          <MemberName>{member.name}</MemberName>, {member.age}
          {member.online && (
            <span
              className="ms-1 d-inline-block rounded-circle bg-success"
              style={{ width: 8, height: 8 }}
              title={t('online')}
              aria-label={t('online')}
              role="img"
            />
          )}
        </p>
        {member.region && <p className="small text-body-secondary mb-0 text-truncate">{member.region}</p>}
      </div>
    </Link>
  );
}
