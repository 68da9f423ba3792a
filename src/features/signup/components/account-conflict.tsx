'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Alert } from 'react-bootstrap';
import { useSettings } from '@/components/providers/settings-context';
import { redirectedToLogin } from '@/lib/signup-events';
import { clearDraft } from '../utils/signup-draft';
import type { Conflict } from '../hooks/use-account-form';
import { paths } from '@/shared/paths';

/** §5: an active account links to the login page; one in its deletion period to customer service. */
export function AccountConflict({ conflict }: { conflict: Conflict }) {
  const t = useTranslations('SignupForm');
  const { support_email } = useSettings();
  return (
    <Alert variant="warning" className="small">
      <p className="mb-1">{conflict.message}</p>
      {conflict.code === 'email_exists' ? (
        <Link
          href={paths.auth.login()}
          className="alert-link"
          onClick={() => {
            clearDraft(); // going to log in is leaving the signup
            redirectedToLogin();
          }}
        >
          {t('toLogin')}
        </Link>
      ) : (
        support_email && (
          <a href={`mailto:${support_email}`} className="alert-link">
            {support_email}
          </a>
        )
      )}
    </Alert>
  );
}
