'use client';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Modal } from 'react-bootstrap';
import { useUser } from '@/lib/api/current-user';
import { onSignupEvent } from '@/lib/signup-events';
import { forgetSignupDestination, signupDestination } from '../utils/signup-destination';
import { resumePhase, SignupFlow, usePhaseTitle, type SignupPhase } from './signup-flow';
import { paths } from '@/shared/paths';

/**
 * §2/§4 the desktop signup modal, mounted by the layouts and opened by openSignup(). While the
 * profile steps run it cannot be closed by backdrop or Escape; signupClosed / redirectedToLogin close it.
 * Loaded on first use by LazySignupModal, which mounts it open (`initiallyOpen`).
 */
export function SignupModal({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const t = useTranslations('SignupModal');
  const router = useRouter();
  const { data: user } = useUser();
  const [show, setShow] = useState(initiallyOpen);
  // Opened again after a reload during the profile steps: carry on where the member was.
  const [initialPhase] = useState(() => resumePhase(Boolean(user)));
  const [phase, setPhase] = useState<SignupPhase>(initialPhase);
  const title = usePhaseTitle(phase);
  const inProgress = phase === 'steps';

  useEffect(
    () =>
      onSignupEvent((event) => {
        if (event !== 'open') return setShow(false);
        forgetSignupDestination();
        // §2: a member who is already logged in has nothing to sign up for.
        if (user && phase === 'account') router.push(paths.members.search());
        else setShow(true);
      }),
    [user, phase, router],
  );

  const hide = () => {
    setShow(false);
    if (phase === 'complete') router.push(signupDestination());
  };

  return (
    <Modal
      show={show}
      onHide={hide}
      backdrop={inProgress ? 'static' : true}
      keyboard={!inProgress}
      centered
      scrollable
      aria-labelledby="signup-modal-title"
      onExited={() => phase === 'complete' && setPhase('account')}
    >
      <Modal.Header closeButton={!inProgress} closeLabel={t('close')}>
        <Modal.Title as="h2" id="signup-modal-title" className="h4">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SignupFlow initialPhase={initialPhase} onPhase={setPhase} />
      </Modal.Body>
    </Modal>
  );
}
