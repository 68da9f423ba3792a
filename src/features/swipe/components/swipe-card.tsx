'use client';
import { useRef, type CSSProperties, type MouseEvent, type PointerEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { paths } from '@/shared/paths';
import { useTranslations } from 'next-intl';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import type { MemberCardDto } from '@/shared/types/api';
import { FictionalBadge } from '@/components/fictional-badge';
import { PhotoPicture } from '@/components/photo/photo-picture';
import styles from './swipe.module.css';
import { MemberName } from '@/components/member-written';

/** How far a finger must travel sideways before it counts as a swipe, in px. */
const SWIPE_DISTANCE = 80;

type Props = { member: MemberCardDto; onSwipe: (decision: 'like' | 'pass') => void };

/**
 * The card on top of the stack: photo, name, age, place and the fictional label; swipe it on a touch
 * screen, or tap it to open the profile (the name is the link for keyboards and screen readers).
 */
export function SwipeCard({ member, onSwipe }: Props) {
  const t = useTranslations('SwipeGame');
  const countryName = useCountryName();
  const startX = useRef<number | null>(null);
  // A swipe ends on the card like a tap does: the click that follows it must not open the profile.
  const swiped = useRef(false);
  const place = member.region ?? countryName(member.country);
  const end = (event: PointerEvent) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    swiped.current = Math.abs(dx) >= SWIPE_DISTANCE;
    if (swiped.current) onSwipe(dx > 0 ? 'like' : 'pass');
  };
  const router = useRouter();
  const href = paths.members.profile(member.id);
  const tap = (event: MouseEvent) => {
    const wasSwipe = swiped.current;
    swiped.current = false;
    if (wasSwipe) return event.preventDefault();
    // A tap anywhere on the card opens the profile; on the name the link does it itself.
    if (!(event.target as HTMLElement).closest('a')) router.push(href);
  };
  return (
    <article
      className={`card border-0 shadow overflow-hidden rounded-4 ${styles.card}`}
      aria-label={member.name}
      onPointerDown={(e) => (startX.current = e.clientX)}
      onPointerUp={end}
      onPointerCancel={() => (startX.current = null)}
      onClickCapture={tap}
    >
      <div className="ratio" style={{ '--bs-aspect-ratio': '125%' } as CSSProperties}>
        {member.main_image && (
          <PhotoPicture photo={member.main_image} variant="main" alt={t('photoAlt', { name: member.name })} className={styles.photo} draggable={false} />
        )}
      </div>
      {member.is_fictional && <FictionalBadge className="position-absolute top-0 start-0 m-3" />}
      <div className={styles.caption}>
        <h2 className="h3 fw-bold mb-0">
          <Link href={href} className="text-reset text-decoration-none" draggable={false}>
            <MemberName>{member.name}</MemberName>
          </Link>{' '}
          <span className="fw-normal">· {t('age', { age: member.age })}</span>
        </h2>
        {place && (
          <p className="mb-0">
            <i className="bi bi-geo-alt me-1" aria-hidden />
            {place}
          </p>
        )}
      </div>
    </article>
  );
}
