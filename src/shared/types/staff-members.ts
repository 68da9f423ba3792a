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
  notifications: { disabled: string[]; push_denied_at: string | null };
  direct_debit: { barred: boolean } | null;
};

/** The answer to a credit adjustment (the first answer again for a repeated key). */
export type CreditAdjustmentDto = { member: number; delta: number; balance: number };
