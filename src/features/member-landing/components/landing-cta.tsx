import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ShowcaseMemberDto } from '@/shared/types/showcase';
import { paths } from '@/shared/paths';

type Props = { member: ShowcaseMemberDto; label: 'ctaChat' | 'ctaMessage' | 'ctaMeet'; light?: boolean };

/**
 * The call to action of every member landing: signup through /members/{id}/signup, which leads on to
 * this member's chat (§2); members who have an account log in and land in the same chat.
 */
export function LandingCta({ member, label, light = false }: Props) {
  const t = useTranslations('MemberLanding');
  return (
    <div>
      <div className="d-grid d-sm-block mb-3">
        <Link href={paths.members.signup(member.id)} className="btn btn-primary btn-lg px-4" data-testid="member-landing-cta">
          {t(label, { name: member.name })}
        </Link>
      </div>
      <p className="small mb-0">
        {t.rich('haveAccount', {
          link: (chunks) => (
            <Link href={paths.auth.login(paths.members.chat(member.id))} className={`fw-semibold ${light ? 'link-light' : ''}`}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
