// Every page route of the app (§2), in one place: links, redirects, mailed links and route checks build
// their paths here, so renaming a page is one edit. Lint keeps page-route literals out of the rest of src.

type Id = number | string;

/** The login page; `next` is where it sends the member once logged in (§2). */
function login(next?: string | null): string {
  return next ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

export const paths = {
  home: '/',
  /** §2 info pages served by /{page}: terms, privacy, cookies, faq … */
  info: (page: string) => `/${page}`,
  lander: (variant: string) => `/landers/${variant}`,
  langConfig: '/lang-config',

  auth: {
    login,
    /** Where the reactivation link lands after a member came back from the deletion period. */
    loginReactivated: '/login?reactivated=1',
    resetPassword: '/reset-password',
    resetPasswordDo: '/reset-password/do',
    activateDone: '/activate/done',
    /** Where an activation link lands when the address was confirmed before (the link opened twice). */
    activateAlreadyDone: '/activate/done?already=1',
    activateError: '/activate/error',
    mailChangeDo: '/mail-change/do',
    accountDeleted: '/account-deleted',
    /** A reactivation link that no longer works. */
    accountDeletedInvalidLink: '/account-deleted?link=invalid',
  },

  signup: {
    page: '/signup',
    complete: '/complete-signup',
    /** §4: the members page, told that signup just finished (the unconfirmed reminder reads it). */
    done: '/members?api_signup_complete=1',
    matches: '/signup-matches',
  },

  members: {
    /** The search; `search` is a query string such as `?gender=f&page=2`. */
    search: (search = '') => `/members${search}`,
    profile: (id: Id) => `/members/${id}`,
    chat: (id: Id) => `/members/${id}/chat`,
    /** §2: signup that leads on to this member's chat. */
    signup: (id: Id) => `/members/${id}/signup`,
    /** §2 member landings: three designs; the second and third take a niche slug. */
    landing: (id: Id) => `/members/${id}/landing`,
    landing2: (id: Id, slug?: string) => `/members/${id}/landing2${slug ? `/${slug}` : ''}`,
    landing3: (id: Id, slug?: string) => `/members/${id}/landing3${slug ? `/${slug}` : ''}`,
  },

  chats: {
    list: '/chats',
    conversation: (id: Id) => `/chats/${id}`,
  },

  likes: {
    list: '/likes',
    tab: (tab: string) => `/likes/${tab}`,
    /** A liker's profile through the likes page, which clears their new-like flag (§4). */
    liker: (id: Id) => `/likes/m/${id}`,
  },

  credits: {
    packages: '/credits',
    package: (id: Id) => `/credits/${id}`,
    checkout: (id: Id, method: string) => `/credits/${id}/${method}`,
    repeatOrder: '/credits/repeat-order',
  },

  directDebit: {
    page: '/directdebit',
    forPackage: (packageId: Id) => `/directdebit?package=${packageId}`,
  },

  transactions: {
    list: '/transactions',
    order: (id: Id) => `/transactions/${id}`,
  },

  premium: '/premium',
  pricing: '/pricing',
  profile: '/profile',
  notifications: '/notifications',
  /** §4 names a settings page; ours are under /notifications, and the banner rules still hide on both. */
  settings: '/settings',
  swipeGame: '/swipe-game',
  matchFinder: '/match-finder',
  /** The member's statements of reasons (DSA art. 17) and the appeal page linked from the mail. */
  decisions: {
    list: '/decisions',
    appeal: (reference: string, token: string) => `/decisions/appeal?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`,
    appealPage: '/decisions/appeal',
  },

  /** The back office (its own layout; on STAFF_HOST when that is set). */
  staff: {
    home: '/staff',
    inbox: '/staff/inbox',
    audit: '/staff/audit',
    account: '/staff/account',
    profiles: '/staff/profiles',
    cannedReplies: '/staff/canned-replies',
    team: '/staff/team',
    members: '/staff/members',
    moderation: '/staff/moderation',
    moderationPhotos: '/staff/moderation/photos',
    sites: '/staff/sites',
    stats: '/staff/stats',
    login: '/staff/login',
  },
} as const;
