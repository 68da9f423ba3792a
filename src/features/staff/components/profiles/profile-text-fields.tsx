'use client';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { InterestsPicker } from '@/components/forms/interests-picker';
import { ABOUT_MAX_LENGTH } from '@/shared/constants';
import { PERSONA_MAX_LENGTH } from '@/shared/schemas/staff';
import type { OwnProfileForm } from '../../hooks/use-own-profile-form';
import { FormCard } from './form-card';

type LongTextProps = { form: OwnProfileForm; name: 'about' | 'persona'; label: string; help: string; max: number; rows: number; hideLabel?: boolean };

function LongText({ form, name, label, help, max, rows, hideLabel = false }: LongTextProps) {
  const { values, set, errors } = form;
  return (
    <Form.Group className="mb-3" controlId={`own-profile-${name}`}>
      <Form.Label className={hideLabel ? 'visually-hidden' : 'fw-semibold'}>{label}</Form.Label>
      <Form.Control
        as="textarea"
        rows={rows}
        maxLength={max}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        aria-describedby={`own-profile-${name}-help`}
        {...errors.state(name, values[name])}
      />
      <Form.Control.Feedback type="invalid">{errors.fields[name]}</Form.Control.Feedback>
      <Form.Text id={`own-profile-${name}-help`} muted>
        {help}
      </Form.Text>
    </Form.Group>
  );
}

/** What members read (profile text, interests) and what only operators read (the persona sheet). */
export function ProfileTextFields({ form }: { form: OwnProfileForm }) {
  const t = useTranslations('Staff.profiles');
  const { values, set, errors } = form;
  return (
    <>
      <FormCard id="own-profile-texts-section" title={t('sectionTexts')}>
        <LongText form={form} name="about" label={t('about')} help={t('aboutHelp')} max={ABOUT_MAX_LENGTH} rows={4} />
        <InterestsPicker id="own-profile-interests" value={values.interests} error={errors.fields.interests} onChange={(slugs) => set('interests', slugs)} />
      </FormCard>
      <FormCard id="own-profile-persona-section" title={t('persona')}>
        <LongText form={form} name="persona" label={t('persona')} help={t('personaHelp')} max={PERSONA_MAX_LENGTH} rows={8} hideLabel />
      </FormCard>
    </>
  );
}
