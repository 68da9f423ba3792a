'use client';
import { Form } from 'react-bootstrap';
import { fieldState } from '@/components/forms/field-state';
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
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className={labelClassName}>{label}</Form.Label>
      <Form.Select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={!country || regions.isPending}
        {...fieldState(error, valid, value !== '')}
      >
        <option value="">{country ? (emptyLabel ?? t('noAnswer')) : t('chooseCountryFirst')}</option>
        {regions.data?.regions.map((region) => (
          <option key={region.id} value={String(region.id)}>
            {region.name}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
