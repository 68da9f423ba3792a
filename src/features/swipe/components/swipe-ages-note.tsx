'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/api/current-user';
import { paths } from '@/shared/paths';

const profileBasics = `${paths.profile}#profile-basics`;

/** Which ages the cards keep to (those the profile looks for), and where to change them. */
export function SwipeAgesNote() {
  const t = useTranslations('SwipeGame');
  const { data: user } = useUser();
  if (!user) return null;
  const { looking_for_min_age: min, looking_for_max_age: max } = user.profile;
  const ages = min && max ? t('agesRange', { min, max }) : min ? t('agesFrom', { min }) : max ? t('agesTo', { max }) : null;
  return (
    <p className="small text-body-secondary mb-4" data-testid="swipe-ages">
      <i className="bi bi-sliders me-1" aria-hidden />
      {ages ? (
        <>
          {ages} <Link href={profileBasics}>{t('agesChange')}</Link>
        </>
      ) : (
        t.rich('agesNone', { link: (chunks) => <Link href={profileBasics}>{chunks}</Link> })
      )}
    </p>
  );
}
