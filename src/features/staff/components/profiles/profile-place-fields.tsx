'use client';
import { useTranslations } from 'next-intl';
import { Col, Form, Row } from 'react-bootstrap';
import { CountrySelect } from '@/components/forms/country-select';
import { RegionSelect } from '@/components/forms/region-select';
import { TextField } from '@/components/forms/text-field';
import { COUNTRIES } from '@/shared/constants';
import type { OwnProfileForm } from '../../hooks/use-own-profile-form';
import { FormCard } from './form-card';

/** Country, region and city; the back office offers every country, whatever site it runs on. */
export function ProfilePlaceFields({ form }: { form: OwnProfileForm }) {
  const t = useTranslations('Staff.profiles');
  const tMember = useTranslations('ProfilePage');
  const { values, set, errors } = form;
  return (
    <FormCard id="own-profile-place-section" title={t('sectionPlace')}>
      <Row className="g-3">
        <Col sm={6}>
          <CountrySelect
            id="own-profile-country"
            labelClassName="fw-semibold"
            countries={COUNTRIES}
            value={values.country}
            error={errors.fields.country}
            onChange={(v) => set('country', v)}
          />
        </Col>
        <Col sm={6}>
          <RegionSelect
            id="own-profile-region"
            labelClassName="fw-semibold"
            country={values.country}
            value={values.region_id}
            error={errors.fields.region_id}
            onChange={(v) => set('region_id', v)}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id="own-profile-city"
            groupClassName=""
            labelClassName="fw-semibold"
            label={tMember('city')}
            value={values.city}
            onChange={(v) => set('city', v)}
            error={errors.fields.city}
            maxLength={80}
          />
        </Col>
        <Col sm={6} className="d-flex align-items-end">
          <Form.Check
            type="switch"
            id="own-profile-show-city"
            label={t('showCity')}
            checked={values.show_city}
            onChange={(e) => set('show_city', e.target.checked)}
            className="mb-2"
          />
        </Col>
      </Row>
    </FormCard>
  );
}
