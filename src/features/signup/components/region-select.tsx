'use client';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { useSettings } from '@/components/providers/settings-context';
import { useRegions } from '@/lib/api/regions';

type Props = { country: string; value: string; onChange: (value: string) => void; error?: string };

/** §3: the region select is named per country (province, state, canton …: settings.region_data). */
export function RegionSelect({ country, value, onChange, error }: Props) {
  const t = useTranslations('SignupSteps');
  const { region_data } = useSettings();
  const regions = useRegions(country);
  const label = region_data[country]?.label ?? t('region');
  return (
    <Form.Group className="mb-3" controlId="signup-region">
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value} isInvalid={Boolean(error)} disabled={!country || regions.isPending} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('choose')}</option>
        {regions.data?.regions.map((r) => (
          <option key={r.id} value={r.id}>{r.name}</option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
