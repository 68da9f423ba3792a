'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Form } from 'react-bootstrap';
import { InterestsPicker } from '@/components/forms/interests-picker';
import { SpecialDataConsent } from '@/components/forms/special-data-consent';
import { useUser } from '@/lib/api/current-user';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { ABOUT_MAX_LENGTH } from '@/shared/constants';
import { profileUpdateSchema } from '@/shared/schemas/profile';
import { useStepSave } from '../hooks/use-step-save';
import { StepActions } from './step-actions';
import type { StepProps } from './step-types';

/**
 * Step 3: about me and interests. Sexual interests are special-category data: the server asks for
 * consent (422 special_data_consent) unless it was given in step 2 or before.
 */
export function AboutStep({ onNext, consent, onConsent }: StepProps) {
  const t = useTranslations('SignupSteps');
  const { data: user } = useUser();
  const [about, setAbout] = useState(user?.profile.about ?? '');
  const [interests, setInterests] = useState(() => user?.profile.interests.map((i) => i.slug) ?? []);
  const [ticked, setTicked] = useState(consent);
  const errors = useFormErrors();
  const { bindForm } = errors;
  const save = useStepSave({ errors, consented: ticked, onConsent, onNext });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = errors.check(profileUpdateSchema, { about, interests, special_data_consent: ticked || undefined });
    if (!input) return;
    save.run(input);
  };

  return (
    <Form ref={bindForm} noValidate onSubmit={submit}>
      <h2 className="h5">{t('aboutTitle')}</h2>
      {errors.alert && <Alert variant="danger">{errors.alert}</Alert>}
      <Form.Group className="mb-3" controlId="signup-about">
        <Form.Label>{t('about')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          maxLength={ABOUT_MAX_LENGTH}
          placeholder={t('aboutPlaceholder')}
          value={about}
          {...errors.state('about', about)}
          onChange={(e) => setAbout(e.target.value)}
        />
        <Form.Text>{t('charactersLeft', { count: ABOUT_MAX_LENGTH - about.length })}</Form.Text>
        <Form.Control.Feedback type="invalid">{errors.fields.about}</Form.Control.Feedback>
      </Form.Group>
      <InterestsPicker id="signup-interests" className="mb-3" scroll value={interests} onChange={setInterests} error={errors.fields.interests} />
      {errors.fields.special_data_consent && (
        <SpecialDataConsent id="signup-consent-about" checked={ticked} onChange={setTicked} error={ticked ? undefined : errors.fields.special_data_consent} />
      )}
      <StepActions pending={save.pending} onSkip={onNext} />
    </Form>
  );
}
