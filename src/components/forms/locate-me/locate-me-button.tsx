'use client';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import type { Position } from '@/lib/api/geocode';
import { useLocateMe, type LocateState } from './use-locate-me';

type Props = { onFound: (country: string, regionId: number | null, position: Position) => void };

const MESSAGES: Partial<Record<LocateState, 'locationFound' | 'locationDenied' | 'locationUnsupported' | 'locationFailed' | 'locationOutside'>> = {
  found: 'locationFound',
  denied: 'locationDenied',
  unsupported: 'locationUnsupported',
  failed: 'locationFailed',
  outside: 'locationOutside',
};

/** The "use my location" button with what came of it (found, denied, outside this site …). */
export function LocateMeButton({ onFound }: Props) {
  const t = useTranslations('ProfileFields');
  const { state, locate } = useLocateMe(onFound);
  const message = MESSAGES[state];
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Button variant="outline-dark" size="sm" onClick={locate} disabled={state === 'locating'}>
        {state === 'locating' ? <Spinner size="sm" className="me-2" aria-hidden /> : <i className="bi bi-geo-alt-fill me-2" aria-hidden />}
        {state === 'locating' ? t('locating') : t('useLocation')}
      </Button>
      <span className={`small ${state === 'found' ? 'text-success' : 'text-danger'}`} role="status">
        {message ? t(message) : ''}
      </span>
    </div>
  );
}
