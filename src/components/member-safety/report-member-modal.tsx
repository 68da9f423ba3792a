'use client';
import { useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { REPORT_REASONS, REPORT_TEXT_MAX_LENGTH, reportSchema } from '@/shared/schemas/safety';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { useReportMember } from '@/lib/api/report-member';

type Props = { id: number; name: string; show: boolean; onHide: () => void; onBlock?: () => void };

/** Report a profile: a reason and an optional explanation, then a thank-you that offers to block. */
export function ReportMemberModal({ id, name, show, onHide, onBlock }: Props) {
  const t = useTranslations('MemberSafety');
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const errors = useFormErrors();
  const { bindForm } = errors;
  const report = useReportMember();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = errors.check(reportSchema, { profile: id, reason, text });
    if (!input) return;
    errors.clear();
    report.mutate(input, { onSuccess: () => setSent(true), onError: errors.fromError });
  };
  // Starts afresh each time it opens, so a second report of another profile shows the form again.
  const reset = () => {
    setReason('');
    setText('');
    setSent(false);
    errors.clear();
  };

  return (
    <Modal show={show} onHide={onHide} onExited={reset} centered aria-labelledby="report-member-title">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title as="h2" id="report-member-title" className="h5">
          {sent ? t('reportThanksTitle') : t('reportTitle', { name })}
        </Modal.Title>
      </Modal.Header>
      {sent ? (
        <>
          <Modal.Body>
            <p className="mb-0" role="status">
              <i className="bi bi-check-circle-fill text-success me-2" aria-hidden />
              {t('reportThanksText', { name })}
            </p>
          </Modal.Body>
          <Modal.Footer>
            {onBlock && (
              <Button variant="outline-danger" onClick={onBlock}>
                {t('block')}
              </Button>
            )}
            <Button variant="primary" onClick={onHide}>
              {t('close')}
            </Button>
          </Modal.Footer>
        </>
      ) : (
        <Form ref={bindForm} noValidate onSubmit={submit}>
          <Modal.Body>
            <p className="small text-body-secondary">{t('reportIntro', { name })}</p>
            {errors.alert && (
              <Alert variant="danger" className="small">
                {errors.alert}
              </Alert>
            )}
            <Form.Group className="mb-3" controlId="report-reason">
              <Form.Label className="fw-semibold">{t('reportReason')}</Form.Label>
              <Form.Select value={reason} onChange={(e) => setReason(e.target.value)} {...errors.state('reason', reason)}>
                <option value="" disabled>
                  {t('reportReasonChoose')}
                </option>
                {REPORT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`reasons.${r}`)}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">{errors.fields.reason}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId="report-text">
              <Form.Label className="fw-semibold">{t('reportText')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={4}
                value={text}
                maxLength={REPORT_TEXT_MAX_LENGTH}
                onChange={(e) => setText(e.target.value)}
                {...errors.state('text', text)}
                aria-describedby="report-text-help"
              />
              <Form.Control.Feedback type="invalid">{errors.fields.text}</Form.Control.Feedback>
              <Form.Text id="report-text-help" className="d-block text-end">
                {t('reportTextHelp', { max: REPORT_TEXT_MAX_LENGTH })}
              </Form.Text>
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-dark" onClick={onHide} disabled={report.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="primary" disabled={report.isPending}>
              {report.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
              {t('reportSend')}
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
