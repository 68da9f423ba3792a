'use client';
import { useTranslations } from 'next-intl';
import type { InterestDto } from '@/shared/types/api';

export function MemberInterests({ interests }: { interests: InterestDto[] }) {
  const t = useTranslations('MemberProfile');
  if (interests.length === 0) return null;
  return (
    <section aria-labelledby="member-interests-title" className="mb-4">
      <h2 id="member-interests-title" className="h5 fw-bold">
        {t('interests')}
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {interests.map((interest) => (
          <li key={interest.id} className="badge rounded-pill bg-white text-body border fw-normal fs-6 px-3 py-2">
            <i className={`bi bi-${interest.icon} me-2`} style={{ color: '#a3007b' }} aria-hidden />
            {interest.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
