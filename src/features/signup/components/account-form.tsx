'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { redirectedToLogin } from '@/lib/signup-events';
import { clearDraft } from '../utils/signup-draft';
import type { UserDto } from '@/shared/types/api';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountConflict } from './account-conflict';
import { DateOfBirthSelect } from './date-of-birth-select';
import { EmailField } from './email-field';
import { GenderFields } from './gender-fields';
import { PasswordField } from './password-field';
import { TermsCheckbox } from './terms-checkbox';
import { paths } from '@/shared/paths';

/** The account step: who you are and look for, name, e-mail, password, date of birth, terms. */
export function AccountForm({ onCreated }: { onCreated: (user: UserDto) => void }) {
  const t = useTranslations('SignupForm');
  const { values, set, submit, errors, suggestion, conflict, pending } = useAccountForm(onCreated);
  const { fields, state } = errors;
  const { bindForm } = errors;
  return (
    <Form
      ref={bindForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {errors.alert && <Alert variant="danger">{errors.alert}</Alert>}
      <GenderFields
        gender={values.gender}
        lookingFor={values.looking_for_gender}
        onGender={(v) => set('gender', v)}
        onLookingFor={(v) => set('looking_for_gender', v)}
      />
      <Form.Group className="mb-3" controlId="signup-name">
        <Form.Label>{t('name')}</Form.Label>
        <Form.Control
          autoComplete="nickname"
          value={values.name}
          {...state('name', values.name)}
          onChange={(e) => set('name', e.target.value)}
          aria-describedby="signup-name-help"
        />
        <Form.Text id="signup-name-help">{t('nameHelp')}</Form.Text>
        <Form.Control.Feedback type="invalid">{fields.name}</Form.Control.Feedback>
      </Form.Group>
      <EmailField
        value={values.email}
        onChange={(v) => set('email', v)}
        error={fields.email}
        valid={state('email', values.email).isValid}
        serverSuggestion={suggestion}
        onKeep={() => submit(true)}
      />
      {conflict && <AccountConflict conflict={conflict} />}
      <PasswordField
        id="signup-password"
        label={t('password')}
        value={values.password}
        onChange={(v) => set('password', v)}
        error={fields.password}
        valid={state('password', values.password).isValid}
      />
      <DateOfBirthSelect value={values.dob} onChange={(v) => set('dob', v)} error={fields.date_of_birth} valid={state('date_of_birth').isValid} />
      <TermsCheckbox checked={values.terms} onChange={(v) => set('terms', v)} error={fields.terms} valid={state('terms', values.terms).isValid} />
      <Button type="submit" size="lg" className={`w-100`} disabled={pending}>
        {pending && <Spinner size="sm" className="me-2" aria-hidden />}
        {t('submit')}
      </Button>
      <p className="text-center small mt-3 mb-0">
        {t('haveAccount')}{' '}
        <Link
          href={paths.auth.login()}
          onClick={() => {
            clearDraft(); // going to log in is leaving the signup
            redirectedToLogin();
          }}
        >
          {t('toLogin')}
        </Link>
      </p>
    </Form>
  );
}
