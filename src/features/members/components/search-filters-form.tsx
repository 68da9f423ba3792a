'use client';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { RegionSelect } from '@/components/forms/region-select';
import { useSettings } from '@/components/providers/settings-context';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import { sortByName } from '@/shared/collation';
import type { SearchFilters } from '../utils/search-query';
import { AgeSelect } from '@/components/forms/age-select';
import { SearchInterestsField } from './search-interests-field';
import { SearchNarrowingFields } from './search-narrowing-fields';

type Props = { filters: SearchFilters; onApply: (filters: SearchFilters) => void };

const AGE_ERROR_ID = 'search-age-error';

/**
 * The same shared schema as the API: an age range the wrong way round is caught before searching.
 * The schema (and its validation library) loads on the first search, not with the page.
 */
async function ageError(draft: SearchFilters): Promise<string | null> {
  const { searchSchema } = await import('@/shared/schemas/profile');
  const ages = { min_age: draft.min_age || undefined, max_age: draft.max_age || undefined };
  const result = searchSchema.safeParse(ages);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalidAge');
}

export function SearchFiltersForm({ filters, onApply }: Props) {
  const t = useTranslations('SearchFilters');
  const tErrors = useTranslations('Errors');
  const settings = useSettings();
  const countryName = useCountryName();
  const locale = useLocale();
  const [draft, setDraft] = useState(filters);
  const [error, setError] = useState<string | null>(null);
  const ageErrorId = error ? AGE_ERROR_ID : undefined;
  const set = (key: keyof SearchFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value, ...(key === 'country' ? { region: '' } : {}) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ageError(draft).then((problem) => {
      setError(problem);
      if (!problem) onApply(draft);
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('heading')}>
      <div className="row g-2 align-items-end">
        <div className="col-6 col-md-4 col-lg">
          <label htmlFor="search-gender" className="form-label small fw-semibold mb-1">
            {t('gender')}
          </label>
          <select id="search-gender" className="form-select" value={draft.gender} onChange={(e) => set('gender')(e.target.value)}>
            <option value="">{t('genderAny')}</option>
            <option value="female">{t('female')}</option>
            <option value="male">{t('male')}</option>
          </select>
        </div>
        <div className="col-6 col-md-4 col-lg">
          <label htmlFor="search-country" className="form-label small fw-semibold mb-1">
            {t('country')}
          </label>
          <select id="search-country" className="form-select" value={draft.country} onChange={(e) => set('country')(e.target.value)}>
            <option value="">{t('countryAny')}</option>
            {sortByName(settings.countries, locale, (code) => countryName(code) ?? code).map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-4 col-lg">
          <RegionSelect
            id="search-region"
            labelClassName="small fw-semibold mb-1"
            emptyLabel={t('anyOption')}
            country={draft.country}
            value={draft.region}
            onChange={set('region')}
          />
        </div>
        {/* Each age on its own row on phones: "Geen voorkeur", "Spelar ingen roll" … fit there whole. */}
        <div className="col-12 col-sm-6 col-md-4 col-lg">
          <AgeSelect id="search-min-age" label={t('minAge')} value={draft.min_age} onChange={set('min_age')} errorId={ageErrorId} />
        </div>
        <div className="col-12 col-sm-6 col-md-4 col-lg">
          <AgeSelect id="search-max-age" label={t('maxAge')} value={draft.max_age} onChange={set('max_age')} errorId={ageErrorId} />
        </div>
        {/* Under the ages' row, so every field stays level (also on a phone). */}
        {error && (
          <div className="col-12">
            <div id={AGE_ERROR_ID} className="invalid-feedback d-block mt-0" role="alert">
              {tErrors(error as Parameters<typeof tErrors>[0])}
            </div>
          </div>
        )}
      </div>
      <div className="row g-2 align-items-end mt-2">
        <SearchNarrowingFields draft={draft} set={set} />
      </div>
      <SearchInterestsField value={draft.interests} onChange={set('interests')} />
      <div className="row mt-2">
        <div className="col-12 col-md-auto ms-auto">
          <button type="submit" className="btn btn-primary w-100 fw-bold px-4">
            <i className="bi bi-search me-2" aria-hidden />
            {t('submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
