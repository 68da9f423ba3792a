'use client';
import { fieldState, fieldStateClass } from '@/components/forms/field-state';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useRegions } from '@/lib/api/regions';

type Props = {
  id: string;
  country: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Checked and passed: shows the valid state (§5). */
  valid?: boolean;
  /** What the empty choice means here: "no answer" on a profile (the default), "any region" in a search. */
  emptyLabel?: string;
  className?: string;
  labelClassName?: string;
};

/** §3: a region, named per country (province, state, canton …: settings.region_data). */
export function RegionSelect({ id, country, value, onChange, error, valid = false, emptyLabel, className, labelClassName }: Props) {
  const t = useTranslations('ProfileFields');
  const { region_data } = useSettings();
  const regions = useRegions(country);
  const label = (country && region_data[country]?.label) || t('region');
  const { isInvalid, isValid, ...aria } = fieldState(error, valid, value !== '');
  return (
    <div className={className}>
      <label htmlFor={id} className={`form-label ${labelClassName ?? ''}`}>
        {label}
      </label>
      <select
        id={id}
        className={`form-select ${fieldStateClass({ isInvalid, isValid })}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={!country || regions.isPending}
        {...aria}
      >
        <option value="">{country ? (emptyLabel ?? t('noAnswer')) : t('chooseCountryFirst')}</option>
        {regions.data?.regions.map((region) => (
          <option key={region.id} value={String(region.id)}>
            {region.name}
          </option>
        ))}
      </select>
      <div className="invalid-feedback">{error}</div>
    </div>
  );
}
