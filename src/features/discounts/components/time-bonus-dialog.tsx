'use client';
import Link from 'next/link';
import { Modal } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { TIME_BONUS_SECONDS } from '@/shared/constants';
import { formatCountdown } from '../countdown';
import { paths } from '@/shared/paths';

const HOURS = TIME_BONUS_SECONDS / 3_600;

type Props = { open: boolean; onClose: () => void; percent: number; secondsLeft: number };

/** §4/§9 time-bonus modal: the 25% welcome discount, 'act fast' with 4 hours, the countdown; leads to /credits. */
export function TimeBonusDialog({ open, onClose, percent, secondsLeft }: Props) {
  const t = useTranslations('TimeBonus');
  return (
    <Modal show={open} onHide={onClose} centered aria-labelledby="time-bonus-title">
      <Modal.Header closeButton closeLabel={t('close')} className="border-0 pb-0" />
      <Modal.Body className="text-center pt-0 px-4">
        <i className="bi bi-gift display-4 text-primary" aria-hidden />
        <h2 id="time-bonus-title" className="h4 fw-bold mt-2">
          {t('modalTitle', { percent: percent / 100 })}
        </h2>
        <p>{t('modalBody', { percent: percent / 100 })}</p>
        <p className="fw-semibold mb-1">{t('modalHurry', { hours: HOURS })}</p>
        <p className="mb-0">
          {t('endsIn')}{' '}
          <time className="font-monospace fs-4 fw-bold" aria-live="off">
            {formatCountdown(secondsLeft)}
          </time>
        </p>
      </Modal.Body>
      <Modal.Footer className="border-0 justify-content-center pb-4">
        <Link href={paths.credits.packages} className="btn btn-primary btn-lg px-4" onClick={onClose}>
          {t('action')}
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
