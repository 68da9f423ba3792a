'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Form } from 'react-bootstrap';
import { OptionSelect } from '@/components/forms/option-select';
import { SpecialDataConsent } from '@/components/forms/special-data-consent';
import { useUser } from '@/lib/api/current-user';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, JOIN_REASONS, RELATIONSHIP_STATUSES, SEXUALITIES } from '@/shared/constants';
import { profileUpdateSchema } from '@/shared/schemas/profile';
import type { OwnProfileDto } from '@/shared/types/api';
import { useStepSave } from '../hooks/use-step-save';
import { changedFields } from '../utils/steps';
import { StepActions } from './step-actions';
import type { StepProps } from './step-types';

const FIELDS = {
  hair_colour: { group: 'hairColour', options: HAIR_COLOURS },
  eye_colour: { group: 'eyeColour', options: EYE_COLOURS },
  body_type: { group: 'bodyType', options: BODY_TYPES },
  relationship_status: { group: 'relationshipStatus', options: RELATIONSHIP_STATUSES },
  reason: { group: 'reason', options: JOIN_REASONS },
} as const;
type Field = 'sexuality' | keyof typeof FIELDS;
type Values = Record<Field, string>;

function fromProfile(profile: OwnProfileDto | undefined): Values {
  const value = (field: Field) => profile?.[field] ?? '';
  return {
    sexuality: value('sexuality'),
    hair_colour: value('hair_colour'),
    eye_colour: value('eye_colour'),
    body_type: value('body_type'),
    relationship_status: value('relationship_status'),
    reason: value('reason'),
  };
}

/** Step 2: orientation (only with GDPR art. 9 consent), hair, eyes, body type, relationship, reason. */
export function PersonalStep({ onNext, consent, onConsent }: StepProps) {
  const t = useTranslations('SignupSteps');
  const { data: user } = useUser();
  const [initial] = useState(() => fromProfile(user?.profile));
  const [values, setValues] = useState(initial);
  const [ticked, setTicked] = useState(consent);
  const errors = useFormErrors();
  const { bindForm } = errors;
  const save = useStepSave({ errors, consented: ticked, onConsent, onNext });
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.clearField(field);
  };
  const needsConsent = Boolean(values.sexuality) && values.sexuality !== initial.sexuality && !consent;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const changed = changedFields(values, initial);
    if (!Object.keys(changed).length) return onNext();
    const patch = Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, v || null]));
    const input = errors.check(profileUpdateSchema, { ...patch, special_data_consent: ticked || undefined });
    if (!input) return;
    save.run(input);
  };

  return (
    <Form ref={bindForm} noValidate onSubmit={submit}>
      <h2 className="h5">{t('personalTitle')}</h2>
      <p className="text-body-secondary small">{t('personalIntro')}</p>
      {errors.alert && <Alert variant="danger">{errors.alert}</Alert>}
      <OptionSelect
        id="signup-sexuality"
        className="mb-3"
        label={t('sexuality')}
        labels="sexuality"
        options={SEXUALITIES}
        value={values.sexuality}
        onChange={set('sexuality')}
        error={errors.fields.sexuality}
      />
      {(needsConsent || errors.fields.special_data_consent) && (
        <SpecialDataConsent id="signup-consent-personal" checked={ticked} onChange={setTicked} error={errors.fields.special_data_consent} />
      )}
      <div className="row row-cols-1 row-cols-sm-2 g-0 gx-sm-3">
        {(Object.keys(FIELDS) as (keyof typeof FIELDS)[]).map((field) => (
          <div className="col" key={field}>
            <OptionSelect
              id={`signup-${field}`}
              className="mb-3"
              label={t(FIELDS[field].group)}
              labels={FIELDS[field].group}
              options={FIELDS[field].options}
              value={values[field]}
              onChange={set(field)}
              error={errors.fields[field]}
            />
          </div>
        ))}
      </div>
      <StepActions pending={save.pending} onSkip={onNext} />
    </Form>
  );
}
