// §4: the members area (routes members, members-id, chats, likes, likes-m-id, premium).
const MEMBERS_AREA = [/^\/members\/?$/, /^\/members\/\d+\/?$/, /^\/chats\/?$/, /^\/likes\/?$/, /^\/likes\/m\/\d+\/?$/, /^\/premium\/?$/];

export function inMembersArea(pathname: string): boolean {
  return MEMBERS_AREA.some((route) => route.test(pathname));
}

/** The time-bonus modal's dismissal, stored with a timestamp like the other dismissals. */
export const TIME_BONUS_DISMISSED_KEY = 'time-bonus-dismissed-at';
