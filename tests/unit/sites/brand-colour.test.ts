import { describe, expect, it } from 'vitest';
import { brandColourOf, brandCss } from '@/shared/brand-colour';

describe('a site’s brand colour on its pages', () => {
  it('gives the colour and two darker shades for white text, as the built-in magenta has', () => {
    expect(brandCss('#0A7F3B')).toBe(
      '--app-brand:#0a7f3b;--app-brand-dark:#086830;--app-brand-darker:#065126;--app-brand-rgb:10,127,59;--app-brand-darker-rgb:6,81,38',
    );
  });

  it('adds nothing for the built-in colour, none, or anything but #rrggbb', () => {
    for (const colour of ['', null, undefined, '#e102aa', 'red', '#fff', '#0a7f3b;}body{display:none', '</style><script>']) {
      expect(brandCss(colour), String(colour)).toBeNull();
    }
  });

  it('falls back on the built-in colour for the browser bar', () => {
    expect(brandColourOf('')).toBe('#e102aa');
    expect(brandColourOf('#0A7F3B')).toBe('#0a7f3b');
    expect(brandColourOf('blue')).toBe('#e102aa');
  });
});
