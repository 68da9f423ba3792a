import type { AppealOutcome, DecisionAction, DecisionState, NoticeGround, NoticeSubject, ReportSnapshot, ReportSource } from '../moderation';

/** An earlier report or notice about the same member, as the queue item lists it. */
export type EarlierReportDto = { reference: string | null; source: ReportSource; why: NoticeGround; status: 'open' | 'decided'; created_at: string };

/** One open item of the moderation queue (GET /api/staff/reports.php). */
export type ModerationItemDto = {
  id: number;
  reference: string | null;
  source: ReportSource;
  /** Who sent it: a logged-in member or a visitor (a notice with an e-mail address). */
  reporter: 'member' | 'visitor';
  site_id: number | null;
  language: string;
  what: NoticeSubject;
  where: string;
  why: NoticeGround;
  /** The sender's own reason word (a member's report reason; for notices the same as `why`). */
  reason: string;
  text: string;
  created_at: string;
  /** The reported member, with their name now (null when the profile is gone). */
  target: { id: number; name: string | null } | null;
  /** The content as it was when reported. */
  snapshot: ReportSnapshot;
  earlier: { count: number; last: EarlierReportDto[] };
  /** The decisions about the same member so far, newest first (the last few). */
  decisions: EarlierDecisionDto[];
};

export type ModerationQueueDto = { items: ModerationItemDto[]; now: string };

/** One photo awaiting review (GET /api/staff/photos.php), oldest first. */
export type PendingPhotoDto = {
  id: number;
  member: { id: number; name: string; language: string | null };
  site: { id: number; name: string };
  uploaded_at: string;
  is_private: boolean;
  /** Signed addresses on this origin, valid for 30 to 60 minutes: the photo is not public. */
  image: string;
  thumb: string;
};

export type PendingPhotosDto = { items: PendingPhotoDto[]; now: string };

/** The answer of POST /api/staff/photo-review.php. */
export type PhotoReviewDto = { photo: number; review: 'approved' | 'rejected'; main_photo: number | null };

/** A decision about the same member, as the queue item lists it. */
export type EarlierDecisionDto = {
  reference: string;
  action: DecisionAction;
  ground: NoticeGround;
  state: DecisionState;
  created_at: string;
  ends_at: string | null;
  appeal: AppealOutcome | 'pending' | null;
};

/** The answer of POST /api/staff/decision.php and of the confirmation of a ban. */
export type DecisionDto = {
  id: number;
  reference: string;
  action: DecisionAction;
  ground: NoticeGround;
  state: DecisionState;
  ends_at: string | null;
};

/** A ban waiting for a second moderator, or an appeal waiting for an answer (GET /api/staff/appeals.php). */
export type PendingDecisionDto = DecisionDto & {
  member: { id: number | null; name: string | null };
  site_id: number | null;
  language: string;
  reason: string;
  days: number | null;
  report: string | null;
  decided_by: { id: number; email: string };
  created_at: string;
  /** True when this moderator may answer it (not the one who decided, nor the ban's confirmer). */
  may_answer: boolean;
  appeal: { text: string; at: string } | null;
};

export type AppealsQueueDto = { bans: PendingDecisionDto[]; appeals: PendingDecisionDto[] };

/** One of the member's own decisions (GET /api/decisions.php): the statement of reasons. */
export type MemberDecisionDto = {
  reference: string;
  action: DecisionAction;
  ground: NoticeGround;
  reason: string;
  state: DecisionState;
  created_at: string;
  ends_at: string | null;
  appeal: { state: 'open' | 'pending' | AppealOutcome; text: string | null; reason: string | null; at: string | null };
};

export type MemberDecisionsDto = { items: MemberDecisionDto[] };
