'use client';
import Link from 'next/link';
import { Button, Modal } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { openSignup } from '@/lib/signup-events';
import { paths } from '@/shared/paths';

type Props = { message: string | null; onHide: () => void };

/** §6: a visitor tried something that needs an account; say why and offer sign-up or login. */
export function LoginPromptDialog({ message, onHide }: Props) {
  const t = useTranslations('MemberProfile');
  const signup = () => {
    onHide();
    openSignup();
  };
  return (
    <Modal show={message !== null} onHide={onHide} centered aria-labelledby="login-prompt-title">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title as="h2" id="login-prompt-title" className="h5">
          {t('loginTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{message}</p>
      </Modal.Body>
      <Modal.Footer>
        <Link href={paths.auth.login()} className="btn btn-outline-dark">
          {t('login')}
        </Link>
        <Button variant="primary" className={`fw-bold`} onClick={signup}>
          {t('signup')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
