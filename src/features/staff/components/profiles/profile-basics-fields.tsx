'use client';
import { useTranslations } from 'next-intl';
import { Col, Form, Row } from 'react-bootstrap';
import { OptionSelect } from '@/components/forms/option-select';
import { TextField } from '@/components/forms/text-field';
import { GENDERS, PROFILE_NAME_MAX_LENGTH, SEXUALITIES } from '@/shared/constants';
import type { StaffSiteDto } from '@/shared/types/staff';
import type { OwnProfileForm } from '../../hooks/use-own-profile-form';
import { FormCard } from './form-card';

type Props = { form: OwnProfileForm; sites: StaffSiteDto[]; creating: boolean };

/** Site and date of birth are chosen once, at creation; the API changes neither afterwards. */
function SiteAndBirth({ form, sites, creating }: Props) {
  const t = useTranslations('Staff.profiles');
  const { values, set, errors } = form;
  return (
    <>
      <Form.Group as={Col} sm={7} controlId="own-profile-site">
        <Form.Label className="fw-semibold">{t('site')}</Form.Label>
        <Form.Select value={values.site} onChange={(e) => set('site', e.target.value)} disabled={!creating} {...errors.state('site', values.site)}>
          <option value="">{t('chooseSite')}</option>
          {sites.map((site) => (
            <option key={site.id} value={site.domain}>
              {site.name} ({site.domain})
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.fields.site}</Form.Control.Feedback>
        {!creating && <Form.Text muted>{t('siteFixed')}</Form.Text>}
      </Form.Group>
      <Form.Group as={Col} sm={5} controlId="own-profile-birth">
        <Form.Label className="fw-semibold">{t('dateOfBirth')}</Form.Label>
        <Form.Control
          type="date"
          value={values.date_of_birth}
          onChange={(e) => set('date_of_birth', e.target.value)}
          disabled={!creating}
          {...errors.state('date_of_birth', values.date_of_birth)}
        />
        <Form.Control.Feedback type="invalid">{errors.fields.date_of_birth}</Form.Control.Feedback>
      </Form.Group>
    </>
  );
}

export function ProfileBasicsFields(props: Props) {
  const t = useTranslations('Staff.profiles');
  const tMember = useTranslations('ProfilePage');
  const { values, set, errors } = props.form;
  const option = (key: 'gender' | 'looking_for_gender' | 'sexuality') => ({
    value: values[key],
    error: errors.fields[key],
    onChange: (v: string) => set(key, v),
    labelClassName: 'fw-semibold',
  });
  return (
    <FormCard id="own-profile-basics-section" title={t('sectionBasics')}>
      <Row className="g-3">
        <SiteAndBirth {...props} />
        <Col xs={12}>
          <TextField
            id="own-profile-name"
            groupClassName=""
            labelClassName="fw-semibold"
            label={t('name')}
            value={values.name}
            onChange={(v) => set('name', v)}
            error={errors.fields.name}
            state={errors.state('name', values.name)}
            maxLength={PROFILE_NAME_MAX_LENGTH}
          />
        </Col>
        <Col sm={4}>
          <OptionSelect id="own-profile-gender" label={t('gender')} options={GENDERS} labels="gender" {...option('gender')} />
        </Col>
        <Col sm={4}>
          <OptionSelect id="own-profile-looking-for" label={t('lookingFor')} options={GENDERS} labels="gender" {...option('looking_for_gender')} />
        </Col>
        <Col sm={4}>
          <OptionSelect id="own-profile-sexuality" label={tMember('sexuality')} options={SEXUALITIES} labels="sexuality" {...option('sexuality')} />
        </Col>
      </Row>
    </FormCard>
  );
}
