import type { ReactNode } from 'react';

/**
 * Text a member wrote (a profile name, an about text, a chat message) is in whatever language the
 * member wrote it in, not the page's. `lang=""` says "language unknown" (HTML, WCAG 3.1.2), so screen
 * readers do not read it with the interface's pronunciation and the locale sweep does not count it
 * as interface text. `bdi` keeps a name in a right-to-left script from reordering the text around it.
 */
export function MemberName({ children }: { children: ReactNode }) {
  return <bdi lang="">{children}</bdi>;
}

/** Spread on the element that holds a member's own longer text: `<p {...memberWritten}>`. */
export const memberWritten = { lang: '' } as const;
