'use client';
import { Col, Form, Row } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import type { ProfileForm } from './profile-form-types';
import { FormSection } from './form-section';
import { LocateMeButton } from './locate-me-button';
import { ProfileRegionSelect } from './profile-region-select';

export function ProfileLocationSection({ form }: { form: ProfileForm }) {
  const t = useTranslations('ProfilePage');
  const settings = useSettings();
  const countryName = useCountryName();
  const { values, errors, set, setLocation } = form;
  // The member's own country stays choosable even when this site serves other countries.
  const countries = values.country && !settings.countries.includes(values.country) ? [values.country, ...settings.countries] : settings.countries;
  return (
    <FormSection id="profile-location" title={t('location')}>
      <div className="mb-3">
        <LocateMeButton onFound={setLocation} />
      </div>
      <Row className="g-3">
        <Col sm={4}>
          <Form.Group controlId="profile-country">
            <Form.Label className="fw-semibold">{t('country')}</Form.Label>
            <Form.Select value={values.country} onChange={(e) => set('country', e.target.value)} isInvalid={Boolean(errors.country)}>
              {!values.country && <option value="">{t('chooseCountry')}</option>}
              {countries.map((code) => (
                <option key={code} value={code}>{countryName(code)}</option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.country}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col sm={4}>
          <ProfileRegionSelect country={values.country} value={values.region_id} error={errors.region_id} onChange={(v) => set('region_id', v)} />
        </Col>
        <Col sm={4}>
          <Form.Group controlId="profile-city">
            <Form.Label className="fw-semibold">{t('city')}</Form.Label>
            <Form.Control value={values.city} onChange={(e) => set('city', e.target.value)} isInvalid={Boolean(errors.city)} maxLength={80} autoComplete="address-level2" />
            <Form.Control.Feedback type="invalid">{errors.city}</Form.Control.Feedback>
          </Form.Group>
          <Form.Check id="profile-show-city" className="mt-2" label={t('showCity')} checked={values.show_city} onChange={(e) => set('show_city', e.target.checked)} />
        </Col>
      </Row>
    </FormSection>
  );
}
