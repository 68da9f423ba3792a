'use client';
import { Suspense } from 'react';
import { useUser } from '@/lib/api/current-user';
import { MailOffBanner } from './mail-off-banner';
import { PhotoBanner } from './photo-banner';
import { UnconfirmedBanner } from './unconfirmed-banner';

/** §4 warning banners under the top navigation of the default layout; none for visitors. */
export function WarningBanners() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="container-xl">
      <Suspense>
        <UnconfirmedBanner user={user} />
      </Suspense>
      <MailOffBanner user={user} />
      <PhotoBanner user={user} />
    </div>
  );
}
