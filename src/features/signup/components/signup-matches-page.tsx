'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Alert, Placeholder } from 'react-bootstrap';
import { useUser } from '@/lib/api/current-user';
import { MATCHES_SHOWN, useMatches } from '../api/get-matches';
import { MatchCard } from './match-card';
import { paths } from '@/shared/paths';

/** /signup-matches: a few members of the gender the new member looks for, and on to the search. */
export function SignupMatchesPage() {
  const t = useTranslations('SignupMatchesPage');
  const { data: user } = useUser();
  const matches = useMatches(user?.profile.looking_for_gender ?? null);
  return (
    <div className="container py-4" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 text-center">{t('title')}</h1>
      <p className="text-center text-body-secondary">{t('intro')}</p>
      {matches.isError && <Alert variant="danger">{matches.error.message}</Alert>}
      <ul className="row row-cols-2 row-cols-sm-3 g-3 list-unstyled my-3">
        {matches.isPending &&
          Array.from({ length: MATCHES_SHOWN }, (_, i) => (
            <li className="col" key={i} aria-hidden>
              <Placeholder as="div" animation="glow">
                <Placeholder className="w-100 rounded" style={{ aspectRatio: '1' }} />
              </Placeholder>
            </li>
          ))}
        {matches.data?.map((member) => (
          <li className="col" key={member.id}>
            <MatchCard member={member} />
          </li>
        ))}
      </ul>
      <div className="text-center">
        <Link href={paths.members.search()} className={`btn btn-primary btn-lg px-5`}>
          {t('cta')}
        </Link>
      </div>
    </div>
  );
}
