import { useTranslations } from 'next-intl';
import { MemberName } from '@/components/member-written';
import type { ShowcaseMemberDto } from '@/shared/types/showcase';
import styles from './member-landing.module.scss';

/** Where the member lives, as visitors may see it: region, else the city they show, else nothing. */
export const placeOf = (member: ShowcaseMemberDto) => member.region ?? member.city;

/** "Name, 34" as a heading of the given level. */
export function NameAge({ member, as: Tag = 'h1', className = '' }: { member: ShowcaseMemberDto; as?: 'h1' | 'h2'; className?: string }) {
  const t = useTranslations('MemberLanding');
  return <Tag className={className}>{t.rich('nameAge', { name: member.name, age: member.age, who: (chunks) => <MemberName>{chunks}</MemberName> })}</Tag>;
}

export function Place({ member, className = '' }: { member: ShowcaseMemberDto; className?: string }) {
  const place = placeOf(member);
  if (!place) return null;
  return (
    <p className={className}>
      <i className="bi bi-geo-alt-fill me-1" aria-hidden />
      {place}
    </p>
  );
}

/** A few of the member's interests with their icons; nothing when the member lists none. */
export function InterestChips({ member, className = '' }: { member: ShowcaseMemberDto; className?: string }) {
  const t = useTranslations('MemberLanding');
  if (member.interests.length === 0) return null;
  return (
    <ul className={`${styles.chips} ${className}`} aria-label={t('interests')}>
      {member.interests.map((interest) => (
        <li key={interest.id}>
          <i className={`bi bi-${interest.icon} me-1`} aria-hidden />
          {interest.name}
        </li>
      ))}
    </ul>
  );
}
