'use client';
import { useRef, type CSSProperties, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import type { MemberCardDto } from '@/shared/types/api';
import { FictionalBadge } from '@/components/fictional-badge';
import styles from './swipe.module.css';
import { MemberName } from '@/components/member-written';

/** How far a finger must travel sideways before it counts as a swipe, in px. */
const SWIPE_DISTANCE = 80;

type Props = { member: MemberCardDto; onSwipe: (decision: 'like' | 'pass') => void };

/** The card on top of the stack: photo, name, age, place and the fictional label; swipe it on a touch screen. */
export function SwipeCard({ member, onSwipe }: Props) {
  const t = useTranslations('SwipeGame');
  const countryName = useCountryName();
  const startX = useRef<number | null>(null);
  const place = member.region ?? countryName(member.country);
  const end = (event: PointerEvent) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(dx) >= SWIPE_DISTANCE) onSwipe(dx > 0 ? 'like' : 'pass');
  };
  return (
    <article
      className={`card border-0 shadow overflow-hidden rounded-4 ${styles.card}`}
      aria-label={member.name}
      onPointerDown={(e) => (startX.current = e.clientX)}
      onPointerUp={end}
      onPointerCancel={() => (startX.current = null)}
    >
      <div className="ratio" style={{ '--bs-aspect-ratio': '125%' } as CSSProperties}>
        {member.main_image && (
          // eslint-disable-next-line @next/next/no-img-element -- photos are already resized
          <img src={member.main_image.filename} alt={t('photoAlt', { name: member.name })} className={styles.photo} draggable={false} />
        )}
      </div>
      {member.is_fictional && <FictionalBadge className="position-absolute top-0 start-0 m-3" />}
      <div className={styles.caption}>
        <h2 className="h3 fw-bold mb-0">
          <MemberName>{member.name}</MemberName> <span className="fw-normal">· {t('age', { age: member.age })}</span>
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
