'use client';
import { useId, type ReactNode } from 'react';
import type { Locale } from '@/shared/constants';
import styles from './layout.module.scss';

// §9 lang-config flag design version 1: one flat flag per language, drawn in SVG so every platform
// shows the same picture (Windows has no flag emoji).

// Every flag is drawn in a 4:3 box.
const W = 60;
const H = 45;

const stripes = (colours: string[], vertical = false, weights = colours.map(() => 1)): ReactNode => {
  const total = weights.reduce((a, b) => a + b, 0);
  let offset = 0;
  return colours.map((fill, i) => {
    const size = (weights[i] / total) * (vertical ? W : H);
    const rect = vertical ? { x: offset, y: 0, width: size, height: H } : { x: 0, y: offset, width: W, height: size };
    offset += size;
    return <rect key={fill + i} {...rect} fill={fill} />;
  });
};

/** A Nordic cross: background and cross colour(s), the cross left of centre. */
const nordic = (bg: string, cross: string, inner?: string): ReactNode => (
  <>
    <rect width={W} height={H} fill={bg} />
    <rect x="16" width="10" height={H} fill={cross} />
    <rect y="17.5" width={W} height="10" fill={cross} />
    {inner && <rect x="18.5" width="5" height={H} fill={inner} />}
    {inner && <rect y="20" width={W} height="5" fill={inner} />}
  </>
);

function unionJack(clip: string): ReactNode {
  return (
    <>
      <clipPath id={clip}>
        <path d="M30,22.5 h30 v22.5 z v22.5 h-30 z h-30 v-22.5 z v-22.5 h30 z" />
      </clipPath>
      <rect width={W} height={H} fill="#012169" />
      <path d="M0,0 L60,45 M60,0 L0,45" stroke="#fff" strokeWidth="9" />
      <path d="M0,0 L60,45 M60,0 L0,45" clipPath={`url(#${clip})`} stroke="#C8102E" strokeWidth="6" />
      <path d="M30,0 v45 M0,22.5 h60" stroke="#fff" strokeWidth="13" />
      <path d="M30,0 v45 M0,22.5 h60" stroke="#C8102E" strokeWidth="8" />
    </>
  );
}

function flag(locale: Locale, clip: string): ReactNode {
  switch (locale) {
    case 'nl':
      return stripes(['#AE1C28', '#FFFFFF', '#21468B']);
    case 'de':
      return stripes(['#000000', '#DD0000', '#FFCE00']);
    case 'fr':
      return stripes(['#002395', '#FFFFFF', '#ED2939'], true);
    case 'it':
      return stripes(['#009246', '#FFFFFF', '#CE2B37'], true);
    case 'pl':
      return stripes(['#FFFFFF', '#DC143C']);
    case 'es':
      return stripes(['#AA151B', '#F1BF00', '#AA151B'], false, [1, 2, 1]);
    case 'da':
      return nordic('#C8102E', '#FFFFFF');
    case 'sv':
      return nordic('#006AA7', '#FECC00');
    case 'fi':
      return nordic('#FFFFFF', '#002F6C');
    case 'no':
      return nordic('#BA0C2F', '#FFFFFF', '#00205B');
    case 'en':
      return unionJack(clip);
  }
}

/** The flag of a language, decorative: the language's name is always written next to it. */
export function FlagIcon({ locale, className }: { locale: Locale; className?: string }) {
  const clip = `flag-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 60 45" className={`${styles.flag} ${className ?? ''}`} aria-hidden focusable="false">
      {flag(locale, clip)}
    </svg>
  );
}
