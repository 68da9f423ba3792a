'use client';
import { Form } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useRegions } from '@/lib/api/regions';

type Props = { country: string; value: string; error?: string; onChange: (value: string) => void };

/** §3: the region is named per country (province, state, canton …). */
export function ProfileRegionSelect({ country, value, error, onChange }: Props) {
  const t = useTranslations('ProfilePage');
  const settings = useSettings();
  const { data } = useRegions(country);
  const label = (country && settings.region_data[country]?.label) || t('region');
  return (
    <Form.Group controlId="profile-region">
      <Form.Label className="fw-semibold">{label}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)} disabled={!country} isInvalid={Boolean(error)}>
        <option value="">{country ? t('noAnswer') : t('chooseCountryFirst')}</option>
        {data?.regions.map((region) => (
          <option key={region.id} value={String(region.id)}>
            {region.name}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
