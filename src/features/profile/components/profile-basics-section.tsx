'use client';
import { Col, Row } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { GENDERS, PROFILE_NAME_MAX_LENGTH, SEXUALITIES } from '@/shared/constants';
import type { ProfileForm } from './profile-form-types';
import { FormSection } from './form-section';
import { OptionSelect } from '@/components/forms/option-select';
import { TextField } from '@/components/forms/text-field';
import { AgeSelect } from '@/components/forms/age-select';

export function ProfileBasicsSection({ form }: { form: ProfileForm }) {
  const t = useTranslations('ProfilePage');
  const { values, errors, set, state } = form;
  return (
    <FormSection id="profile-basics" title={t('basics')}>
      <Row className="g-3">
        <Col xs={12}>
          <TextField
            id="profile-name"
            groupClassName=""
            labelClassName="fw-semibold"
            label={t('name')}
            value={values.name}
            onChange={(v) => set('name', v)}
            error={errors.name}
            state={state('name')}
            maxLength={PROFILE_NAME_MAX_LENGTH}
            autoComplete="nickname"
            required
          />
        </Col>
        <Col sm={4}>
          <OptionSelect
            labelClassName="fw-semibold"
            id="profile-gender"
            label={t('gender')}
            options={GENDERS}
            labels="gender"
            value={values.gender}
            error={errors.gender}
            valid={state('gender').isValid}
            onChange={(v) => set('gender', v)}
          />
        </Col>
        <Col sm={4}>
          <OptionSelect
            labelClassName="fw-semibold"
            id="profile-looking-for"
            label={t('lookingFor')}
            options={GENDERS}
            labels="gender"
            value={values.looking_for_gender}
            error={errors.looking_for_gender}
            valid={state('looking_for_gender').isValid}
            onChange={(v) => set('looking_for_gender', v)}
          />
        </Col>
        <Col sm={4}>
          <OptionSelect
            labelClassName="fw-semibold"
            id="profile-sexuality"
            label={t('sexuality')}
            options={SEXUALITIES}
            labels="sexuality"
            value={values.sexuality}
            error={errors.sexuality}
            valid={state('sexuality').isValid}
            onChange={(v) => set('sexuality', v)}
          />
        </Col>
        {/* A label on two lines (a narrow phone) leaves both selects level. */}
        <Col xs={6} sm={4} className="d-flex flex-column justify-content-end">
          <AgeSelect
            id="profile-min-age"
            labelClassName="fw-semibold"
            label={t('lookingForMinAge')}
            value={values.looking_for_min_age}
            error={errors.looking_for_min_age}
            valid={state('looking_for_min_age').isValid}
            onChange={(v) => set('looking_for_min_age', v)}
          />
        </Col>
        <Col xs={6} sm={4} className="d-flex flex-column justify-content-end">
          <AgeSelect
            id="profile-max-age"
            labelClassName="fw-semibold"
            label={t('lookingForMaxAge')}
            value={values.looking_for_max_age}
            error={errors.looking_for_max_age}
            valid={state('looking_for_max_age').isValid}
            onChange={(v) => set('looking_for_max_age', v)}
          />
        </Col>
        <Col xs={12} sm={4} className="align-self-sm-end">
          <p className="form-text mb-0 mb-sm-2">{t('lookingForAgesHelp')}</p>
        </Col>
      </Row>
    </FormSection>
  );
}
