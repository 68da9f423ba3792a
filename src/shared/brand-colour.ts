import { BRAND_COLOR } from './constants';

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

type Rgb = [number, number, number];

const toHex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
// The built-in shades (#b8008b, #8f006c) are the magenta with about 18% and 36% black mixed in.
const shade = (rgb: Rgb, black: number): Rgb => rgb.map((c) => Math.round(c * (1 - black))) as Rgb;

function parse(colour: string): Rgb | null {
  const match = HEX.exec(colour.trim());
  return match ? [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16)] : null;
}

/** The site's brand colour, or the built-in §9 magenta when it sets none (or an unreadable one). */
export function brandColourOf(primaryColour: string | null | undefined): string {
  return primaryColour && parse(primaryColour) ? primaryColour.toLowerCase() : BRAND_COLOR;
}

/**
 * The custom properties src/styles/_brand.scss reads, for a site's own colour: the colour, the two
 * darker shades that carry white text, and their RGB triplets for Bootstrap's rgba() rules. Null for
 * the built-in colour (the stylesheet has it already) or anything that is not #rrggbb, so nothing but
 * hex digits ever reaches the page's <style>.
 */
export function brandCss(primaryColour: string | null | undefined): string | null {
  const rgb = primaryColour ? parse(primaryColour) : null;
  if (!rgb || toHex(rgb) === BRAND_COLOR) return null;
  const dark = shade(rgb, 0.18);
  const darker = shade(rgb, 0.36);
  return [
    `--app-brand:${toHex(rgb)}`,
    `--app-brand-dark:${toHex(dark)}`,
    `--app-brand-darker:${toHex(darker)}`,
    `--app-brand-rgb:${rgb.join(',')}`,
    `--app-brand-darker-rgb:${darker.join(',')}`,
  ].join(';');
}
