'use client';
import { Col, Row } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, TATTOO_OPTIONS } from '@/shared/constants';
import type { ProfileForm } from './profile-form-types';
import { FormSection } from './form-section';
import { OptionSelect } from '@/components/forms/option-select';
import { TextField } from '@/components/forms/text-field';

export function ProfileAppearanceSection({ form }: { form: ProfileForm }) {
  const t = useTranslations('ProfilePage');
  const { values, errors, set, state } = form;
  return (
    <FormSection id="profile-appearance" title={t('appearance')}>
      <Row className="g-3">
        <Col xs={12} sm={6} md={4}>
          <TextField
            id="profile-height"
            groupClassName=""
            labelClassName="fw-semibold"
            label={t('height')}
            type="number"
            inputMode="numeric"
            min={120}
            max={230}
            value={values.height_cm}
            onChange={(v) => set('height_cm', v)}
            error={errors.height_cm}
            state={state('height_cm')}
          />
        </Col>
        <Col xs={12} sm={6} md={4}>
          <OptionSelect
            labelClassName="fw-semibold"
            id="profile-hair"
            label={t('hairColour')}
            options={HAIR_COLOURS}
            labels="hairColour"
            value={values.hair_colour}
            error={errors.hair_colour}
            valid={state('hair_colour').isValid}
            onChange={(v) => set('hair_colour', v)}
          />
        </Col>
        <Col xs={12} sm={6} md={4}>
          <OptionSelect
            labelClassName="fw-semibold"
            id="profile-eyes"
            label={t('eyeColour')}
            options={EYE_COLOURS}
            labels="eyeColour"
            value={values.eye_colour}
            error={errors.eye_colour}
            valid={state('eye_colour').isValid}
            onChange={(v) => set('eye_colour', v)}
          />
        </Col>
        <Col xs={12} sm={6} md={4}>
          <OptionSelect
            labelClassName="fw-semibold"
            id="profile-body"
            label={t('bodyType')}
            options={BODY_TYPES}
            labels="bodyType"
            value={values.body_type}
            error={errors.body_type}
            valid={state('body_type').isValid}
            onChange={(v) => set('body_type', v)}
          />
        </Col>
        <Col xs={12} sm={6} md={4}>
          <OptionSelect
            labelClassName="fw-semibold"
            id="profile-tattoos"
            label={t('tattoos')}
            options={TATTOO_OPTIONS}
            labels="tattoos"
            value={values.tattoos}
            error={errors.tattoos}
            valid={state('tattoos').isValid}
            onChange={(v) => set('tattoos', v)}
          />
        </Col>
      </Row>
    </FormSection>
  );
}
