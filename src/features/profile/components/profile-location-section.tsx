'use client';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { CountrySelect } from '@/components/forms/country-select';
import { LocateMeButton } from '@/components/forms/locate-me/locate-me-button';
import { RegionSelect } from '@/components/forms/region-select';
import type { ProfileForm } from './profile-form-types';
import { FormSection } from './form-section';
import { TextField } from '@/components/forms/text-field';

/** Whether the position is shared for distances, and the way to stop sharing it (saved with the form). */
function SharedLocationNote({ shared, onStop }: { shared: boolean; onStop: () => void }) {
  const t = useTranslations('ProfilePage');
  if (!shared) return <p className="form-text mb-0">{t('locationNotShared')}</p>;
  return (
    <p className="form-text mb-0">
      <i className="bi bi-crosshair me-1" aria-hidden />
      {t('locationShared')}{' '}
      <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onStop}>
        {t('stopSharingLocation')}
      </Button>
    </p>
  );
}

export function ProfileLocationSection({ form }: { form: ProfileForm }) {
  const t = useTranslations('ProfilePage');
  const { values, errors, set, setLocation, state } = form;
  return (
    <FormSection id="profile-location" title={t('location')}>
      <div className="mb-3">
        <LocateMeButton onFound={setLocation} />
        <SharedLocationNote shared={values.location !== null} onStop={() => set('location', null)} />
      </div>
      <Row className="g-3">
        <Col sm={4}>
          <CountrySelect
            id="profile-country"
            labelClassName="fw-semibold"
            value={values.country}
            error={errors.country}
            valid={state('country').isValid}
            onChange={(v) => set('country', v)}
          />
        </Col>
        <Col sm={4}>
          <RegionSelect
            id="profile-region"
            labelClassName="fw-semibold"
            country={values.country}
            value={values.region_id}
            error={errors.region_id}
            valid={state('region_id').isValid}
            onChange={(v) => set('region_id', v)}
          />
        </Col>
        <Col sm={4}>
          <TextField
            id="profile-city"
            groupClassName=""
            labelClassName="fw-semibold"
            label={t('city')}
            value={values.city}
            onChange={(v) => set('city', v)}
            error={errors.city}
            state={state('city')}
            maxLength={80}
            autoComplete="address-level2"
          />
          <Form.Check
            id="profile-show-city"
            className="mt-2"
            label={t('showCity')}
            checked={values.show_city}
            onChange={(e) => set('show_city', e.target.checked)}
          />
        </Col>
      </Row>
    </FormSection>
  );
}
