'use client';
import { Form } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useRegions } from '@/lib/api/regions';

type Props = { id: string; country: string; value: string; onChange: (value: string) => void };

/** §3: the region filter is named per country (province, state, canton …). */
export function RegionSelect({ id, country, value, onChange }: Props) {
  const t = useTranslations('SearchFilters');
  const settings = useSettings();
  const { data } = useRegions(country);
  const label = (country && settings.region_data[country]?.label) || t('region');
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
      {/* Without a country the select is off; its hint is a tooltip, the narrow column has no room. */}
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)} disabled={!country} title={country ? undefined : t('chooseCountryFirst')}>
        <option value="">{t('anyOption')}</option>
        {data?.regions.map((region) => (
          <option key={region.id} value={String(region.id)}>
            {region.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
