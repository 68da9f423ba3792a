'use client';
import { Col, Form, Row } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { ABOUT_MAX_LENGTH, JOIN_REASONS, RELATIONSHIP_STATUSES } from '@/shared/constants';
import type { ProfileForm } from './profile-form-types';
import { FormSection } from './form-section';
import { OptionSelect } from '@/components/forms/option-select';

/** Relationship status, why the member is here, and the free text about themselves. */
export function ProfileAboutSection({ form }: { form: ProfileForm }) {
  const t = useTranslations('ProfilePage');
  const { values, errors, set, state } = form;
  return (
    <FormSection id="profile-about" title={t('about')}>
      <Row className="g-3">
        <Col sm={6}>
          <OptionSelect
            labelClassName="fw-semibold"
            id="profile-relationship"
            label={t('relationshipStatus')}
            options={RELATIONSHIP_STATUSES}
            labels="relationshipStatus"
            value={values.relationship_status}
            error={errors.relationship_status}
            valid={state('relationship_status').isValid}
            onChange={(v) => set('relationship_status', v)}
          />
        </Col>
        <Col sm={6}>
          <OptionSelect
            labelClassName="fw-semibold"
            id="profile-reason"
            label={t('reason')}
            options={JOIN_REASONS}
            labels="reason"
            value={values.reason}
            error={errors.reason}
            valid={state('reason').isValid}
            onChange={(v) => set('reason', v)}
          />
        </Col>
        <Col xs={12}>
          <Form.Group controlId="profile-about-text">
            <Form.Label className="fw-semibold">{t('aboutText')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              value={values.about}
              placeholder={t('aboutPlaceholder')}
              onChange={(e) => set('about', e.target.value)}
              {...state('about')}
              maxLength={ABOUT_MAX_LENGTH}
              aria-describedby="profile-about-count"
            />
            <Form.Control.Feedback type="invalid">{errors.about}</Form.Control.Feedback>
            <Form.Text id="profile-about-count" className="d-block text-end">
              {t('aboutCount', { count: values.about.length, max: ABOUT_MAX_LENGTH })}
            </Form.Text>
          </Form.Group>
        </Col>
      </Row>
    </FormSection>
  );
}
