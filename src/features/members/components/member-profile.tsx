'use client';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useMember } from '../api/get-member';
import { BackToSearchLink } from './back-to-search-link';
import { LockedPhotosNotice } from './locked-photos-notice';
import { MemberActions } from './member-actions';
import { blockedViewOf, MemberBlockedView } from './member-blocked-view';
import { MemberDetails } from './member-details';
import { MemberInterests } from './member-interests';
import { MemberPhotoGallery } from './member-photo-gallery';
import { MemberProfileHeader } from './member-profile-header';
import { MemberUnavailableView, unavailableViewOf } from './member-unavailable-view';
import { memberWritten } from '@/components/member-written';

/** §2 /members/{id}: photos, the basics, actions, about, details and interests. */
export function MemberProfile({ id, viewerId }: { id: number; viewerId: number | null }) {
  const t = useTranslations('MemberProfile');
  const settings = useSettings();
  const { data: member, error } = useMember(id);
  // A block made while the page is open (by either member) shows once the profile is read again.
  const blocked = blockedViewOf(error);
  if (blocked) return <MemberBlockedView {...blocked} />;
  const unavailable = unavailableViewOf(error);
  if (unavailable) return <MemberUnavailableView {...unavailable} />;
  if (!member) return <div className="spinner-border d-block mx-auto my-5" role="status" />;
  const locked = member.locked_photos > 0 && <LockedPhotosNotice count={member.locked_photos} name={member.name} loggedIn={viewerId !== null} />;
  return (
    <div className="container py-4">
      <BackToSearchLink />
      <div className="row g-4">
        <div className="col-md-5 col-lg-4">
          <MemberPhotoGallery name={member.name} photos={member.photos} mainId={member.main_image?.id ?? null} lockedCount={member.locked_photos} />
          {locked && <div className="d-none d-md-block mt-3">{locked}</div>}
        </div>
        <div className="col-md-7 col-lg-8">
          <MemberProfileHeader member={member} />
          {member.is_fictional && settings.fictional_warning && (
            <div className="alert alert-warning small py-2" role="alert">
              <i className="bi bi-info-circle me-2" aria-hidden />
              {settings.fictional_warning}
            </div>
          )}
          <div className="mb-4">
            <MemberActions id={member.id} name={member.name} viewerId={viewerId} />
          </div>
          {/* On phones the notice follows the name and actions instead of pushing them down. */}
          {locked && <div className="d-md-none mb-4">{locked}</div>}
          {member.about && (
            <section aria-labelledby="member-about-title" className="mb-4">
              <h2 id="member-about-title" className="h5 fw-bold">
                {t('about')}
              </h2>
              <p {...memberWritten} className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                {member.about}
              </p>
            </section>
          )}
          <MemberDetails member={member} />
          {settings.visible_profile_fields.includes('interests') && <MemberInterests interests={member.interests} />}
        </div>
      </div>
    </div>
  );
}
