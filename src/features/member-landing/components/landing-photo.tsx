import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { FictionalBadge } from '@/components/fictional-badge';
import type { ShowcaseMemberDto } from '@/shared/types/showcase';

type Props = { member: ShowcaseMemberDto; className?: string; width: number; height: number; sizes: string };

/** The member's public main photo, the page's largest paint (loaded first), with the fictional label (§1). */
export function LandingPhoto({ member, className = '', width, height, sizes }: Props) {
  const t = useTranslations('MemberLanding');
  return (
    <div className={`position-relative ${className}`}>
      <Image unoptimized priority src={member.photo} alt={t('photoAlt', { name: member.name })} width={width} height={height} sizes={sizes} />
      {member.is_fictional && <FictionalBadge className="position-absolute top-0 start-0 m-3" />}
    </div>
  );
}
