/** Text for HTML or SVG built as a string: the five markup characters escaped, so a name stays text. */
export function escapeMarkup(value: string): string {
  return value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
