'use client';
import { Button, Modal } from 'react-bootstrap';
import { MIN_AGE } from '@/shared/constants';
import styles from '@/components/layout/layout.module.scss';
import { focusMainIfLost } from '@/components/layout/focus-trap';

type Props = {
  show: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  leaveLabel: string;
  onConfirm: () => void;
};

// Where a visitor who is not an adult is sent.
const LEAVE_URL = 'https://www.google.com/';

/**
 * An adults-only confirmation: it closes only by confirming (no backdrop or Escape). It shows on
 * arrival, so no control opened it: on closing, focus goes to the page content.
 */
export function AgeGateModal({ show, title, body, confirmLabel, leaveLabel, onConfirm }: Props) {
  return (
    <Modal show={show} backdrop="static" keyboard={false} centered aria-labelledby="age-gate-title" onExited={() => focusMainIfLost()}>
      <Modal.Body className="text-center p-4 p-sm-5">
        <div className={`${styles.entryIcon} mb-3`} aria-hidden>
          {MIN_AGE}+
        </div>
        <h2 id="age-gate-title" className="h4 fw-bold mb-3">
          {title}
        </h2>
        <p className="text-body-secondary mb-4">{body}</p>
        <div className="d-grid gap-2">
          <Button size="lg" onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <a href={LEAVE_URL} className="btn btn-link text-body-secondary" rel="noopener noreferrer">
            {leaveLabel}
          </a>
        </div>
      </Modal.Body>
    </Modal>
  );
}
