'use client';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { FictionalBadge } from '@/components/fictional-badge';
import { useSettings } from '@/components/providers/settings-context';
import type { SocialProfileDto } from '@/shared/types/social';
import { MemberAvatar } from './member-avatar';
import { MemberName } from '@/components/member-written';
import { paths } from '@/shared/paths';
import { MemberSafetyMenu } from '@/components/member-safety/member-safety-menu';

type Props = { profile: SocialProfileDto; actions?: ReactNode };

/**
 * The other member (to their profile), and a menu to view the profile, report or block them (§6) right
 * from the chat; a fictional profile carries its label and the site's warning (§1).
 */
export function ConversationHeader({ profile, actions }: Props) {
  const t = useTranslations('ChatPage');
  const { fictional_warning: warning } = useSettings();
  return (
    <header className="bg-white border-bottom">
      <div className="d-flex align-items-center gap-2 px-2 py-2" style={{ minHeight: 57 }}>
        <Link href={paths.chats.list} className="btn btn-link text-body px-1 d-md-none" aria-label={t('backToList')}>
          <i className="bi bi-chevron-left fs-5" aria-hidden />
        </Link>
        <Link
          href={paths.members.profile(profile.id)}
          className="d-flex align-items-center gap-2 text-reset text-decoration-none min-w-0"
          style={{ minWidth: 0 }}
        >
          <MemberAvatar profile={profile} size={40} />
          <span className="min-w-0" style={{ minWidth: 0 }}>
            <h1 className="h6 fw-bold mb-0 text-truncate">
              <MemberName>{profile.name}</MemberName>
            </h1>
            <span className="small text-body-secondary">{t('viewProfile')}</span>
          </span>
        </Link>
        {profile.is_fictional && <FictionalBadge className="small" />}
        <div className="ms-auto d-flex align-items-center gap-1">
          {actions}
          <MemberSafetyMenu id={profile.id} name={profile.name}>
            <Link className="dropdown-item" href={paths.members.profile(profile.id)}>
              <i className="bi bi-person me-2" aria-hidden />
              {t('viewProfile')}
            </Link>
            <hr className="dropdown-divider" />
          </MemberSafetyMenu>
        </div>
      </div>
      {profile.is_fictional && warning && (
        <p className="small mb-0 px-3 py-1 bg-body-tertiary border-top">
          <i className="bi bi-info-circle me-1" aria-hidden />
          {warning}
        </p>
      )}
    </header>
  );
}
