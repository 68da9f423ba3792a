'use client';
import { useTranslations } from 'next-intl';
import { Badge, Button } from 'react-bootstrap';
import { formatCountdown } from '../../format';

type Props = { until: string; now: number | null; releasing: boolean; onRelease: () => void; onReclaim: () => void };

/** What is left of the claim, to the second; once it ran out, a way to claim again. */
export function ClaimStatus({ until, now, releasing, onRelease, onReclaim }: Props) {
  const t = useTranslations('Staff');
  const left = now === null ? null : Date.parse(until) - now;
  const ended = left !== null && left <= 0;
  return (
    <div className="d-flex align-items-center gap-2 small">
      {ended ? (
        <>
          <Badge bg="danger">{t('claimEnded')}</Badge>
          <Button size="sm" variant="outline-primary" onClick={onReclaim}>
            {t('claimAgain')}
          </Button>
        </>
      ) : (
        <>
          <span className="text-body-secondary text-nowrap" role="timer" aria-live="off">
            <i className="bi bi-lock-fill me-1" aria-hidden />
            {left === null ? t('claimedByYou') : t('claimLeft', { time: formatCountdown(left) })}
          </span>
          <Button size="sm" variant="outline-secondary" onClick={onRelease} disabled={releasing}>
            {t('release')}
          </Button>
        </>
      )}
    </div>
  );
}
