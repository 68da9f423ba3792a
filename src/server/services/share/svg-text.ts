import { escapeMarkup } from '@/shared/escape-markup';

/** A member's text for the card's SVG: escaped, and cut to `max` characters with an ellipsis so it cannot run off. */
export function svgText(value: string, max: number): string {
  const chars = [...value];
  return escapeMarkup(chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : value);
}
