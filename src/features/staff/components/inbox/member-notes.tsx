'use client';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button, Form } from 'react-bootstrap';
import { HttpError } from '@/lib/http-client';
import type { MemberNoteDto } from '@/shared/types/staff';
import { useAddNote, useMemberNotes } from '../../api/notes';
import { formatDateTime } from '../../format';

/** The operators' shared notes about the member: newest first, and a line to add one. */
export function MemberNotes({ member, initial }: { member: number; initial: MemberNoteDto[] }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  const notes = useMemberNotes(member, initial);
  const add = useAddNote(member);
  const [text, setText] = useState('');
  const error = add.error instanceof HttpError ? (add.error.fields.text ?? add.error.message) : add.error?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(text, { onSuccess: () => setText('') });
  };
  return (
    <section aria-labelledby="staff-notes-heading">
      <h3 id="staff-notes-heading" className="h6 text-uppercase text-body-secondary small">
        {t('notesHeading')}
      </h3>
      <Form onSubmit={submit} noValidate className="mb-2">
        <Form.Group controlId="staff-note">
          <Form.Label className="visually-hidden">{t('noteLabel')}</Form.Label>
          <div className="input-group input-group-sm has-validation">
            <Form.Control value={text} placeholder={t('notePlaceholder')} isInvalid={Boolean(error)} onChange={(e) => setText(e.target.value)} />
            <Button type="submit" variant="outline-primary" disabled={add.isPending || !text.trim()}>
              {t('noteAdd')}
            </Button>
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </div>
        </Form.Group>
      </Form>
      {notes.data.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('notesEmpty')}</p>
      ) : (
        <ul className="list-unstyled small mb-0 d-flex flex-column gap-2">
          {notes.data.map((note) => (
            <li key={note.id} className="border-start border-3 ps-2">
              <div className="text-break">{note.text}</div>
              <div className="text-body-secondary">
                {note.staff.email} · {formatDateTime(note.created_at, locale)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
