'use client';
import { useTranslations } from 'next-intl';
import type { MemberDetailDto } from '@/shared/types/api';
import { useSettings } from '@/components/providers/settings-context';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import { FictionalBadge } from '@/components/fictional-badge';
import { OnlineDot } from './online-dot';
import { MemberName } from '@/components/member-written';

/** Name, age, online state and place (city, region, country); a fictional profile carries its label and warning (§1). */
export function MemberProfileHeader({ member }: { member: MemberDetailDto }) {
  const t = useTranslations('MemberProfile');
  const { visible_profile_fields: visible } = useSettings();
  const countryName = useCountryName();
  // The city only when the member chose to show it (the API leaves it out otherwise).
  const place = [member.city, visible.includes('region') ? member.region?.name : null, visible.includes('country') ? countryName(member.country) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <header className="mb-3">
      {member.is_fictional && <FictionalBadge className="mb-2" />}
      <h1 className="h2 fw-bold mb-1">
        <MemberName>{member.name}</MemberName>
        <span className="fw-normal text-body-secondary">, {t('age', { age: member.age })}</span>
      </h1>
      <p className="text-body-secondary mb-0 d-flex flex-wrap align-items-center gap-3">
        {place && (
          <span>
            <i className="bi bi-geo-alt me-1" aria-hidden />
            {place}
          </span>
        )}
        {member.online && (
          <span className="d-inline-flex align-items-center gap-2">
            <OnlineDot label={t('online')} />
            <span aria-hidden>{t('online')}</span>
          </span>
        )}
      </p>
    </header>
  );
}
