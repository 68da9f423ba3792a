'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MemberCardDto } from '@/shared/types/api';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import { FictionalBadge } from '@/components/fictional-badge';
import { TilePhoto, tileClassName, type PhotoLoading } from '@/components/member-tile/tile-photo';
import { LikeHeart } from './like-heart';
import { OnlineDot } from './online-dot';
import styles from './members.module.css';
import { MemberName } from '@/components/member-written';
import { paths } from '@/shared/paths';

/** One search result: photo, name, age, place; the whole card links to the profile. */
export function MemberCard({ member, photoLoading = 'lazy' }: { member: MemberCardDto; photoLoading?: PhotoLoading }) {
  const t = useTranslations('MemberCard');
  const countryName = useCountryName();
  // How far, when both shared a position; the region (or country) otherwise.
  const region = member.region ?? countryName(member.country);
  const place = member.distance_km != null ? [t('distance', { km: member.distance_km }), region].filter(Boolean).join(' · ') : region;
  return (
    <article className={tileClassName}>
      <TilePhoto
        photo={member.main_image}
        alt={t('photoAlt', { name: member.name })}
        noPhotoLabel={t('noPhoto', { name: member.name })}
        loading={photoLoading}
      />
      {member.is_fictional && <FictionalBadge className={`position-absolute top-0 start-0 m-2 ${styles.cardBadge}`} />}
      <LikeHeart member={member} />
      <div className="card-body px-2 py-2">
        <h3 className="h6 mb-0 d-flex align-items-center gap-1">
          <Link href={paths.members.profile(member.id)} className="stretched-link text-reset text-decoration-none text-truncate">
            <MemberName>{member.name}</MemberName>
          </Link>
          <span className="fw-normal text-body-secondary text-nowrap">· {t('age', { age: member.age })}</span>
          {member.online && <OnlineDot label={t('online')} />}
        </h3>
        {place && <p className="small text-body-secondary mb-0 text-truncate">{place}</p>}
      </div>
    </article>
  );
}
