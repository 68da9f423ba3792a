import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MemberCardDto, SettingsDto } from '@/shared/types/api';
import { MemberThumb } from './member-thumb';
import styles from './public-pages.module.scss';
import { paths } from '@/shared/paths';

/** A strip of members (§6: only where logged-out search is allowed), with a link to the search. */
export function LandingMembers({ settings, members }: { settings: SettingsDto; members: MemberCardDto[] }) {
  const t = useTranslations('LandingPage');
  if (members.length === 0) return null;
  return (
    <section className="container-xl pb-5" aria-labelledby="members-title">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
        <div>
          <h2 id="members-title" className="fw-bold mb-1">
            {t('membersTitle')}
          </h2>
          <p className="text-body-secondary mb-0">{t('membersLead')}</p>
        </div>
        <Link href={paths.members.search()} className="fw-semibold">
          {t('membersAll')} <i className="bi bi-arrow-right" aria-hidden />
        </Link>
      </div>
      <ul className={`list-unstyled mb-0 ${styles.memberGrid}`}>
        {members.map((member) => (
          <li key={member.id}>
            <MemberThumb member={member} settings={settings} />
          </li>
        ))}
      </ul>
    </section>
  );
}
