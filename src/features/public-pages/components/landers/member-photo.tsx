import Image from 'next/image';
import type { LanderMemberDto } from '@/shared/types/landers';

/** A member's square thumbnail (320 px, the photo variants' small size), sized so nothing shifts. */
export function MemberPhoto({ member, className, eager = false }: { member: LanderMemberDto; className?: string; eager?: boolean }) {
  return <Image unoptimized src={member.photo.thumb} alt="" width={320} height={320} className={className} loading={eager ? 'eager' : 'lazy'} />;
}
