'use client';
import Link from 'next/link';
import { Modal } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/api/current-user';
import { TIME_BONUS_SECONDS } from '@/shared/constants';
import { useVisibleTimeBonus } from '../hooks/use-time-bonus-countdown';
import { useTimeBonusModal } from '../hooks/use-time-bonus-modal';
import { formatCountdown } from '../countdown';
import { paths } from '@/shared/paths';

const HOURS = TIME_BONUS_SECONDS / 3_600;

/** §4/§9 time-bonus modal: the 25% welcome discount, 'act fast' with 4 hours, the countdown; leads to /credits. */
export function TimeBonusModal() {
  const t = useTranslations('TimeBonus');
  const { data: user } = useUser();
  const visible = useVisibleTimeBonus();
  const [open, close] = useTimeBonusModal(Boolean(visible && user?.credits === 0));
  if (!visible) return null;
  const percent = visible.bonus.value_percentage;
  return (
    <Modal show={open} onHide={close} centered aria-labelledby="time-bonus-title">
      <Modal.Header closeButton closeLabel={t('close')} className="border-0 pb-0" />
      <Modal.Body className="text-center pt-0 px-4">
        <i className="bi bi-gift display-4 text-primary" aria-hidden />
        <h2 id="time-bonus-title" className="h4 fw-bold mt-2">
          {t('modalTitle', { percent })}
        </h2>
        <p>{t('modalBody', { percent })}</p>
        <p className="fw-semibold mb-1">{t('modalHurry', { hours: HOURS })}</p>
        <p className="mb-0">
          {t('endsIn')}{' '}
          <time className="font-monospace fs-4 fw-bold" aria-live="off">
            {formatCountdown(visible.seconds)}
          </time>
        </p>
      </Modal.Body>
      <Modal.Footer className="border-0 justify-content-center pb-4">
        <Link href={paths.credits.packages} className="btn btn-primary btn-lg px-4" onClick={close}>
          {t('action')}
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
