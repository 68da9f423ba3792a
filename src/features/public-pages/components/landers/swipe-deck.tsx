'use client';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PhotoPicture } from '@/components/photo/photo-picture';
import { openSignup } from '@/lib/signup-events';
import type { LanderMemberDto } from '@/shared/types/landers';
import styles from './landers.module.scss';

export type SwipeTexts = { deck: string; like: string; pass: string; hint: string; done: string; cta: string; nameAge: string[] };

// A drag further than this (px) decides; a shorter one springs back.
const DECIDE_PX = 90;

type Drag = { id: number; startX: number; dx: number };

/**
 * tinderswipe: the members as a stack of cards. Drag (mouse, pen, touch) or the buttons, or the arrow
 * keys on the focused stack: left passes, right likes, and a like opens the signup (§2). Only the top
 * two cards are in the page, so a phone loads two photos.
 */
export function SwipeDeck({ members, texts }: { members: LanderMemberDto[]; texts: SwipeTexts }) {
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [leaving, setLeaving] = useState<'left' | 'right' | null>(null);

  function decide(direction: 'left' | 'right') {
    if (leaving || index >= members.length) return;
    setLeaving(direction);
    setDrag(null);
    if (direction === 'right') openSignup();
    // The card flies out (CSS transition), then the next one is on top.
    window.setTimeout(() => {
      setLeaving(null);
      setIndex((i) => i + 1);
    }, 220);
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (leaving) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ id: e.pointerId, startX: e.clientX, dx: 0 });
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    if (drag && drag.id === e.pointerId) setDrag({ ...drag, dx: e.clientX - drag.startX });
  }
  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    if (!drag || drag.id !== e.pointerId) return;
    if (Math.abs(drag.dx) > DECIDE_PX) decide(drag.dx > 0 ? 'right' : 'left');
    else setDrag(null);
  }
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      decide(e.key === 'ArrowRight' ? 'right' : 'left');
    }
  }

  const top = members[index];
  if (!top) {
    return (
      <div className={`${styles.deckDone} text-center`}>
        <p className="fw-semibold mb-3">{texts.done}</p>
        <button type="button" className="btn btn-light btn-lg fw-bold px-4" onClick={() => openSignup()}>
          {texts.cta}
        </button>
      </div>
    );
  }
  const dx = leaving ? (leaving === 'right' ? 600 : -600) : (drag?.dx ?? 0);
  return (
    <div className={styles.deckWrap}>
      <div
        className={styles.deck}
        role="group"
        aria-roledescription={texts.deck}
        aria-label={texts.nameAge[index]}
        aria-describedby="swipe-hint"
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {members.slice(index, index + 2).map((m, i) => (
          <div
            key={m.id}
            className={`${styles.card} ${i === 0 ? styles.cardTop : styles.cardNext}`}
            style={i === 0 ? { transform: `translateX(${dx}px) rotate(${dx / 18}deg)`, transition: drag ? 'none' : undefined } : undefined}
            onPointerDown={i === 0 ? onPointerDown : undefined}
            onPointerMove={i === 0 ? onPointerMove : undefined}
            onPointerUp={i === 0 ? onPointerUp : undefined}
            onPointerCancel={i === 0 ? () => setDrag(null) : undefined}
            aria-hidden={i > 0 || undefined}
          >
            <PhotoPicture
              photo={{ filename: m.photo.main, thumb_filename: m.photo.thumb, webp: m.photo.webp }}
              variant="main"
              alt=""
              width={m.photo.width}
              height={m.photo.height}
              fetchPriority={index === 0 && i === 0 ? 'high' : undefined}
              loading={index === 0 && i === 0 ? 'eager' : 'lazy'}
              decoding="async"
              draggable={false}
            />
            {i === 0 && dx > 30 && <span className={`${styles.stamp} ${styles.stampLike}`}>{texts.like}</span>}
            {i === 0 && dx < -30 && <span className={`${styles.stamp} ${styles.stampPass}`}>{texts.pass}</span>}
            <span className={styles.cardInfo}>
              <span className="d-block fw-bold fs-4">{texts.nameAge[index + i]}</span>
              {m.region && <span className="d-block small">{m.region}</span>}
            </span>
          </div>
        ))}
      </div>
      <div className="d-flex justify-content-center gap-4 mt-3">
        <button type="button" className={`${styles.round} ${styles.roundPass}`} onClick={() => decide('left')} aria-label={texts.pass}>
          <i className="bi bi-x-lg" aria-hidden />
        </button>
        <button type="button" className={`${styles.round} ${styles.roundLike}`} onClick={() => decide('right')} aria-label={texts.like}>
          <i className="bi bi-heart-fill" aria-hidden />
        </button>
      </div>
      <p id="swipe-hint" className="small text-center mt-2 mb-0 opacity-75">
        {texts.hint}
      </p>
    </div>
  );
}
