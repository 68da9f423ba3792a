import type { Messages } from 'next-intl';

// The message namespaces each part of the app hands to its client components. The root layout
// passes `root` (the chrome, the signup modal and the error and not-found pages rendered inside
// it); a route layout or page adds its own through <ClientMessages list="…">, so a page's HTML carries
// only the texts its client code can show, never the whole catalogue. Server components translate
// on the server and need nothing here. tests/unit/i18n/client-namespaces.test.ts follows each
// route's imports to the `useTranslations` calls of its client code and fails when a namespace is
// missing, passed twice on the way down or passed without use.

export type Namespace = keyof Messages;

export const CLIENT_NAMESPACES = {
  root: [
    'AppLayout',
    'Banners',
    'ErrorPage',
    'Errors',
    'Footer',
    'PhotoUpload',
    'ProfileFields',
    'ProfileOptions',
    'SignupForm',
    'SignupModal',
    'SignupSteps',
    'SiteEntryModal',
    'TopNav',
  ],
  // Layouts of the route groups.
  defaultLayout: ['LikeModal', 'TimeBonus'],
  chatLayout: ['EntryWarning', 'TimeBonus'],
  emptyLayout: ['EntryWarning'],
  landerLayout: ['EntryWarning'],
  chatsLayout: ['ChatsPage'],
  staff: ['Staff'],
  // Pages.
  activate: ['ActivatePage'],
  chatThread: ['ChatPage', 'MemberSafety', 'Messaging'],
  checkout: ['CreditsPage', 'PaymentMethods', 'PaymentsNotice'],
  completeSignup: ['CompleteSignupPage'],
  credits: ['CreditsPage', 'PaymentsNotice'],
  decisions: ['DecisionsPage'],
  directDebit: ['DirectDebitPage'],
  infoPage: ['CompanyInfo', 'ComplaintsForm'],
  langConfig: ['LangConfig'],
  likes: ['LikesPage'],
  login: ['AccountDeletedPage', 'LoginPage'],
  mailChange: ['MailChangePage'],
  matchFinder: ['MatchFinder', 'SwipeGame'],
  memberChat: ['ChatPage', 'ChatsPage', 'MemberProfile', 'MemberSafety', 'Messaging'],
  memberProfile: ['MemberProfile', 'MemberSafety', 'Messaging', 'PhotoManager'],
  members: ['MemberCard', 'MemberProfile', 'MembersPage', 'PartnerTile', 'SearchFilters'],
  notifications: ['AccountDeletion', 'AccountSettings', 'ExportSection', 'InvisibleSettings', 'NotificationsPage', 'TimeZoneSettings'],
  premium: ['CreditsPage', 'PremiumPage'],
  pricing: ['CreditsPage', 'PricingPage'],
  profile: ['PhotoManager', 'ProfilePage', 'SearchFilters'],
  resetPassword: ['ResetPasswordPage'],
  signupMatches: ['SignupMatchesPage'],
  swipeGame: ['SwipeGame'],
  transactions: ['CreditsPage', 'PaymentMethods', 'PaymentsNotice', 'TransactionsPage'],
  staffInbox: ['Messaging'],
  staffModeration: ['ComplaintsForm'],
  staffProfiles: ['ProfilePage'],
  staffStats: ['StaffStats'],
} as const satisfies Record<string, readonly Namespace[]>;

export type ClientMessagesList = keyof typeof CLIENT_NAMESPACES;

/** The part of the catalogue a list names, for a NextIntlClientProvider. */
export function pickNamespaces(messages: Messages, list: ClientMessagesList): Partial<Messages> {
  return Object.fromEntries(CLIENT_NAMESPACES[list].map((namespace) => [namespace, messages[namespace]]));
}
