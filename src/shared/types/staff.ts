import type { StaffRole } from '../staff/roles';
import type { MessageDto, SocialProfileDto } from './social';
import type { OwnProfileDto } from './api';

export type StaffDto = { id: number; email: string; role: StaffRole; site_ids: number[]; languages: string[] };

export type InboxSiteDto = { id: number; domain: string; name: string; reply_target_minutes: number };

/** One conversation waiting for a fictional profile's reply (GET /api/staff/inbox.php). */
export type InboxItemDto = {
  conversation: { id: number };
  /** The site's own (fictional) profile the member wrote to. */
  profile: SocialProfileDto;
  member: SocialProfileDto;
  site: InboxSiteDto;
  language: string;
  waiting_since: string;
  /** Waiting longer than the site's reply-time target. */
  breached: boolean;
  /** The conversation's latest messages, oldest first. */
  last_messages: MessageDto[];
  claimed_by: { id: number; email: string } | null;
  claimed_until: string | null;
};

/** Replies in the last 7 days per operator and site, for the inbox's figures. */
export type InboxFigureDto = { staff: { id: number; email: string }; site_id: number; replies: number; median_wait_seconds: number; breaches: number };

export type InboxDto = { items: InboxItemDto[]; figures: InboxFigureDto[]; now: string };

export type MemberNoteDto = { id: number; member_id: number; text: string; staff: { id: number; email: string }; created_at: string };

export type AuditEntryDto = {
  id: number;
  staff: { id: number; email: string } | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  ip: string | null;
  created_at: string;
};

/** GET /api/staff/session.php; POST answers with `staff` only. */
export type StaffSessionDto = { staff: StaffDto; code_checked_at: string };

/** POST /api/staff/inbox-claim.php. */
export type ClaimDto = { conversation: { id: number }; claimed_by: { id: number; email: string }; claimed_until: string };

/** GET /api/staff/inbox-conversation.php?conversation=ID: what an operator needs beside a waiting conversation. */
export type OperatorConversationDto = {
  conversation: { id: number };
  profile: SocialProfileDto;
  member: SocialProfileDto;
  persona: string;
  messages: MessageDto[];
  /** The member's conversations with the site's other own profiles: how many messages, when last. */
  history: Array<{ profile_id: number; profile_name: string; messages: number; last_message_at: string }>;
  notes: MemberNoteDto[];
  canned_replies: Array<{ id: number; title: string; text: string }>;
};

/** The audit trail's hash chain: intact over `rows`, or broken at row id `broken_at`. */
export type ChainCheck = { ok: boolean; rows: number; broken_at: number | null };

/** GET /api/staff/audit.php. */
export type AuditListDto = { items: AuditEntryDto[]; chain: ChainCheck; next_before: number | null };

/** A passkey's answer to a challenge, as the browser's WebAuthn call gives it (base64url fields). */
export type PasskeyAnswerDto = {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
};

/** One of the staff member's own passkeys (GET /api/staff/passkeys.php). */
export type PasskeyDto = { id: string; name: string; created_at: string; last_used_at: string | null };
/** A site a staff member works for, as the back office's selects name it. */
export type StaffSiteDto = { id: number; domain: string; name: string };

/** One canned reply (GET /api/staff/canned-replies.php). */
export type CannedReplyDto = { id: number; site: StaffSiteDto; language: string; title: string; text: string };

/** GET /api/staff/canned-replies.php: the replies in scope, and the sites and languages the screen may choose. */
export type CannedRepliesDto = { replies: CannedReplyDto[]; sites: StaffSiteDto[]; languages: string[] };

/** One of the sites' own profiles in the back office's list (GET /api/staff/profiles.php). */
export type FictionalProfileDto = {
  profile: SocialProfileDto;
  site_id: number;
  about: string;
  persona: string;
  /** Conversations of this profile waiting in the operator inbox now. */
  waiting: number;
};

/** GET /api/staff/profiles.php: the profiles in scope and the sites a new one may be for. */
export type FictionalProfilesDto = { profiles: FictionalProfileDto[]; sites: StaffSiteDto[] };

/** GET /api/staff/profiles.php?id=ID: every field of one own profile, its photos and persona sheet. */
export type FictionalProfileDetailDto = OwnProfileDto & {
  site_id: number;
  persona: string;
  /** Where the profile is listed (search, swipe game, match finder): site domains and languages; empty means everywhere. */
  shown_on_sites: string[];
  shown_in_languages: string[];
};
/** A staff member as admins manage them (GET /api/staff/staff.php): never the password hash or the TOTP secret. */
export type StaffMemberDto = {
  id: number;
  email: string;
  role: StaffRole;
  /** Site domains; empty means every site. */
  sites: string[];
  /** Empty means every language. */
  languages: string[];
  disabled: boolean;
  last_login_at: string | null;
  created_at: string;
};

/** GET /api/staff/staff.php: the staff and the sites an admin can scope them to. */
export type StaffTeamDto = { staff: StaffMemberDto[]; sites: Array<{ id: number; domain: string; name: string }> };

/** Shown once: POST /api/staff/staff.php answers with the password too, staff-otp-reset.php without. */
export type StaffEnrolmentDto = { staff: StaffMemberDto; password?: string; otpauth_uri: string };
