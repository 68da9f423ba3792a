'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { OperatorConversationDto } from '@/shared/types/staff';
import type { SocialProfileDto } from '@/shared/types/social';
import { formatDateTime } from '../../format';
import { MemberNotes } from './member-notes';
import styles from './inbox.module.scss';

function MemberCard({ member }: { member: SocialProfileDto }) {
  const t = useTranslations('Staff');
  const place = [member.region, member.country].filter(Boolean).join(', ');
  return (
    <div className="d-flex gap-3 align-items-center">
      {member.main_image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the member's thumbnail, already small
        <img src={member.main_image.thumb_filename} alt="" width={56} height={56} className="rounded-circle object-fit-cover" />
      ) : (
        <i className="bi bi-person-circle fs-1 text-body-secondary" aria-hidden />
      )}
      <div>
        <div className="fw-semibold">{t('memberLine', { name: member.name, age: member.age })}</div>
        {place && <div className="small text-body-secondary">{place}</div>}
        {member.online && <div className="small text-success">{t('online')}</div>}
      </div>
    </div>
  );
}

function History({ history }: { history: OperatorConversationDto['history'] }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  if (history.length === 0) return <p className="small text-body-secondary mb-0">{t('historyEmpty')}</p>;
  return (
    <ul className="list-unstyled small mb-0">
      {history.map((h) => (
        <li key={h.profile_id} className="d-flex justify-content-between gap-2">
          <span className="text-truncate">{h.profile_name}</span>
          <span className="text-body-secondary text-nowrap">
            {t('historyCount', { count: h.messages })} · {formatDateTime(h.last_message_at, locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Beside the chat: who the member is, who the profile is (persona), their other chats here, the notes. */
export function ConversationSide({ data }: { data: OperatorConversationDto }) {
  const t = useTranslations('Staff');
  return (
    <div className="p-3 d-flex flex-column gap-3">
      <section aria-labelledby="staff-member-heading">
        <h3 id="staff-member-heading" className="h6 text-uppercase text-body-secondary small">
          {t('memberHeading')}
        </h3>
        <MemberCard member={data.member} />
      </section>
      <section aria-labelledby="staff-persona-heading">
        <h3 id="staff-persona-heading" className="h6 text-uppercase text-body-secondary small">
          {t('personaHeading', { name: data.profile.name })}
        </h3>
        {data.persona ? (
          <p className={`small mb-0 ${styles.persona}`}>{data.persona}</p>
        ) : (
          <p className="small text-body-secondary mb-0">{t('personaEmpty')}</p>
        )}
      </section>
      <section aria-labelledby="staff-history-heading">
        <h3 id="staff-history-heading" className="h6 text-uppercase text-body-secondary small">
          {t('historyHeading')}
        </h3>
        <History history={data.history} />
      </section>
      <MemberNotes member={data.member.id} initial={data.notes} />
    </div>
  );
}
