'use client';
import { Suspense } from 'react';
import dynamic from 'next/dynamic';
import { useUser } from '@/lib/api/current-user';
import { mailStopped } from './mail-off-rule';
import { withoutPhoto } from './photo-rule';
import { unconfirmedAccount } from './unconfirmed-rule';

// Most members see none of the banners: each one's code loads only for a member it concerns (on the
// server render too, which then names its chunk in the page). Each banner applies its full rule itself.
const UnconfirmedBanner = dynamic(() => import('./unconfirmed-banner').then((module) => module.UnconfirmedBanner));
const MailOffBanner = dynamic(() => import('./mail-off-banner').then((module) => module.MailOffBanner));
const PhotoBanner = dynamic(() => import('./photo-banner').then((module) => module.PhotoBanner));

/** §4 warning banners under the top navigation of the default layout; none for visitors. */
export function WarningBanners() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="container-xl">
      {unconfirmedAccount(user) && (
        <Suspense>
          <UnconfirmedBanner user={user} />
        </Suspense>
      )}
      {mailStopped(user) && <MailOffBanner user={user} />}
      {withoutPhoto(user) && <PhotoBanner user={user} />}
    </div>
  );
}
