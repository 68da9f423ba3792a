'use client';
import { useTranslations } from 'next-intl';
import { useRegions } from '@/lib/api/regions';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import type { SearchFilters } from '../utils/search-query';

/** On phones the filter form is folded away; this line says what the results are filtered on. */
export function FiltersSummary({ filters, className = '' }: { filters: SearchFilters; className?: string }) {
  const t = useTranslations('SearchFilters');
  const countryName = useCountryName();
  const { data } = useRegions(filters.country);
  const region = data?.regions.find((r) => String(r.id) === filters.region)?.name;
  const gender = filters.gender === 'male' ? t('male') : filters.gender === 'female' ? t('female') : t('genderAny');
  const { min_age: min, max_age: max } = filters;
  const age = min && max ? t('ageRange', { min, max }) : min ? t('ageFrom', { min }) : max ? t('ageTo', { max }) : null;
  const interests = filters.interests ? filters.interests.split(',').length : 0;
  const parts = [
    gender,
    region ?? countryName(filters.country) ?? t('countryAny'),
    age,
    filters.distance ? t('distanceWithin', { km: Number(filters.distance) }) : null,
    filters.online ? t('online') : null,
    filters.photo ? t('photo') : null,
    interests ? t('interestsCount', { count: interests }) : null,
  ].filter(Boolean);
  return (
    <p className={`small text-body-secondary mb-3 ${className}`}>
      <span className="visually-hidden">{t('summaryLabel')}: </span>
      {parts.join(' · ')}
    </p>
  );
}
