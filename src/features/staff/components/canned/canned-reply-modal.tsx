'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { cannedReplyCreateSchema } from '@/shared/schemas/staff';
import type { CannedReplyDto, StaffSiteDto } from '@/shared/types/staff';
import { useCreateCannedReply, useUpdateCannedReply } from '../../api/canned-replies';
import { CannedReplyFields, type CannedValues } from './canned-reply-fields';

type Props = {
  /** The reply to edit, or null for a new one (then `initial` holds the filter's site and language). */
  reply: CannedReplyDto | null;
  initial: CannedValues;
  sites: StaffSiteDto[];
  languages: string[];
  onClose: () => void;
  onSaved: () => void;
};

/** Create or edit one canned reply: checked with the API's schema first, the server's 422 beside the fields. */
export function CannedReplyModal({ reply, initial, sites, languages, onClose, onSaved }: Props) {
  const t = useTranslations('Staff.canned');
  const [values, setValues] = useState<CannedValues>(initial);
  const { bindForm, fields, state, alert, alertLang, check, fromError, clearField } = useFormErrors();
  const create = useCreateCannedReply();
  const update = useUpdateCannedReply();
  const saving = create.isPending || update.isPending;
  const set = (name: keyof CannedValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearField(name);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = check(cannedReplyCreateSchema, values);
    if (!input) return;
    try {
      if (reply) await update.mutateAsync({ id: reply.id, ...input });
      else await create.mutateAsync(input);
      onSaved();
    } catch (error) {
      fromError(error);
    }
  };
  return (
    <Modal show onHide={onClose} centered aria-labelledby="canned-reply-modal-title" size="lg" backdrop={saving ? 'static' : true}>
      <Form ref={bindForm} noValidate onSubmit={(e) => void submit(e)} aria-label={reply ? t('editTitle') : t('newTitle')}>
        <Modal.Header closeButton closeLabel={t('cancel')}>
          <Modal.Title as="h2" className="h5" id="canned-reply-modal-title">
            {reply ? t('editTitle') : t('newTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <CannedReplyFields values={values} set={set} fields={fields} state={state} sites={sites} languages={languages} />
          {alert && (
            <Alert variant="danger" className="mt-3 mb-0" role="alert" lang={alertLang}>
              {alert}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Spinner size="sm" className="me-1" aria-hidden />}
            {saving ? t('saving') : t('save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
