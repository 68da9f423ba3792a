'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { memberSearchFormSchema } from '@/shared/schemas/staff-members';

/** One box for a member number, the start of an e-mail address or of a name. */
export function MemberSearchForm({ onSearch }: { onSearch: (q: string) => void }) {
  const t = useTranslations('Staff');
  const [q, setQ] = useState('');
  const { fields, check, state, bindForm } = useFormErrors();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(memberSearchFormSchema, { q });
    if (input) onSearch(input.q);
  };
  return (
    <Form ref={bindForm} noValidate onSubmit={submit} role="search" className="mb-3">
      <Form.Label htmlFor="member-search">{t('members.searchLabel')}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id="member-search"
          type="search"
          autoComplete="off"
          value={q}
          {...state('q', q)}
          onChange={(e) => setQ(e.target.value)}
          aria-describedby="member-search-help"
        />
        <Button type="submit">
          <i className="bi bi-search me-1" aria-hidden />
          {t('members.searchSubmit')}
        </Button>
        <Form.Control.Feedback type="invalid">{fields.q}</Form.Control.Feedback>
      </InputGroup>
      <Form.Text id="member-search-help">{t('members.searchHelp')}</Form.Text>
    </Form>
  );
}
