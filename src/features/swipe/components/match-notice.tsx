'use client';
import Link from 'next/link';
import { CloseButton } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import type { MemberCardDto } from '@/shared/types/api';

type Props = { member: MemberCardDto; onClose: () => void };

/**
 * "It's a match": shown in the page where the like was given, with a way to the profile. Both the
 * swipe game and the match finder show a match only through this component.
 */
export function MatchNotice({ member, onClose }: Props) {
  const t = useTranslations('SwipeGame');
  return (
    <div role="status" className="alert alert-primary d-flex align-items-center gap-3 shadow-sm" data-testid="match-notice">
      {member.main_image && (
        // eslint-disable-next-line @next/next/no-img-element -- a resized thumbnail
        <img src={member.main_image.thumb_filename} alt="" width={56} height={56} className="rounded-circle object-fit-cover flex-none" />
      )}
      <div className="flex-grow-1">
        <strong className="d-block">{t('matchTitle')}</strong>
        <span>{t('matchText', { name: member.name })}</span>
        <Link href={`/members/${member.id}`} className="alert-link ms-2 text-nowrap">
          {t('openProfile')}
        </Link>
      </div>
      <CloseButton onClick={onClose} aria-label={t('close')} />
    </div>
  );
}
