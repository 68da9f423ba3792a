import type { MEMBER_VIEW_PAGES } from '../schemas/staff-members';
/** One hit of the support desk's member search (GET /api/staff/members.php?q=). */
export type MemberHitDto = {
  id: number;
  email: string;
  name: string | null;
  site: { id: number; domain: string };
  status: 'not_confirmed' | 'confirmed';
  created_at: string;
  credits: number;
  deleted: boolean;
};

export type MemberLedgerRowDto = { id: number; delta: number; balance_after: number; kind: string; created_at: string };

export type MemberOrderDto = { id: number; status: string; amount_cents: number; currency: string; method: string; created_at: string };

/** One member as the support desk sees them (GET /api/staff/members.php?id=). */
export type MemberDetailDto = {
  account: MemberHitDto & { language: string | null; last_login_at: string | null; deleted_at: string | null; erased_at: string | null };
  profile: { name: string; age: number; country: string | null; region: string | null; photos: number } | null;
  credits: { balance: number; ledger: MemberLedgerRowDto[] };
  orders: MemberOrderDto[];
  open_sessions: number;
  notifications: { disabled: string[]; prefs: Record<string, boolean>; push_denied_at: string | null; push_subscriptions: number };
  reports: { against_open: number; against_total: number; made: number };
  direct_debit: { barred: boolean } | null;
};

/** The answer to a credit adjustment (the first answer again for a repeated key). */
export type CreditAdjustmentDto = { member: number; delta: number; balance: number };

/** The member's pages the support desk may look at as the member sees them (GET /api/staff/member-view.php). */
export type MemberViewPage = (typeof MEMBER_VIEW_PAGES)[number];

export type MemberViewPerson = { id: number; name: string | null };

/** Read-only copies of what the member's own pages show; no message text (see docs/decisions/026). */
export type MemberViewDto =
  | {
      page: 'profile';
      profile: {
        name: string;
        age: number;
        gender: string | null;
        looking_for_gender: string | null;
        country: string | null;
        region: string | null;
        city: string | null;
        about: string;
        status: string;
        photos: number;
        private_photos: number;
      } | null;
    }
  | { page: 'likes'; received: (MemberViewPerson & { at: string; new: boolean })[]; given: (MemberViewPerson & { at: string })[] }
  | { page: 'chats'; chats: { conversation: number; partner: MemberViewPerson; last_message_at: string; unread: number }[] };
