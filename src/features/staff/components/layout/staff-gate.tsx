'use client';
import { useEffect, type ReactNode } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Alert, Spinner } from 'react-bootstrap';
import { useStaffSession } from '../../api/session';
import { staffLoginPath } from '../../paths';

/** Shows the staff area only with a staff session; without one, the login page, coming back here after. */
export function StaffGate({ children }: { children: ReactNode }) {
  const t = useTranslations('Staff');
  const session = useStaffSession();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const loggedOut = session.isSuccess && session.data === null;

  useEffect(() => {
    if (loggedOut) router.replace(staffLoginPath(search ? `${pathname}?${search}` : pathname));
  }, [loggedOut, router, pathname, search]);

  if (session.isError)
    return (
      <Alert variant="danger" className="m-3" role="alert">
        {session.error.message}
      </Alert>
    );
  if (!session.data) {
    return (
      <div className="d-flex justify-content-center p-5" role="status">
        <Spinner aria-hidden />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  return children;
}
