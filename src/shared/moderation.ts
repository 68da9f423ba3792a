// The moderation queue's vocabulary, shared by the schema, the API and both forms.

/** Where a queue item came from: a member's report or a notice from anyone on /complaints. */
export const REPORT_SOURCES = ['member', 'notice'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** What a notice is about. */
export const NOTICE_SUBJECTS = ['profile', 'photo', 'message', 'other'] as const;
export type NoticeSubject = (typeof NOTICE_SUBJECTS)[number];

/** Why: the queue's common reasons (DSA art. 16 notices and members' reports alike). */
export const NOTICE_GROUNDS = ['illegal', 'minor', 'impersonation', 'scam', 'harassment', 'other'] as const;
export type NoticeGround = (typeof NOTICE_GROUNDS)[number];

/** The reported content as it was when reported: kept as evidence when the member changes or deletes it. */
export type ReportSnapshot = {
  name?: string;
  about?: string;
  photos?: string[];
  message?: string;
};

/** What a moderator may decide about a member (POST /api/staff/decision.php `action`). */
export const DECISION_ACTIONS = ['dismiss', 'warn', 'remove_photo', 'hide_profile', 'suspend', 'ban'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

/**
 * Where a decision stands: a ban waits for a second moderator (`pending_confirmation`); a decision in
 * force may end by itself (`lifted`, a suspension past its end) or on appeal (`overturned`).
 */
export const DECISION_STATES = ['pending_confirmation', 'in_force', 'lifted', 'overturned'] as const;
export type DecisionState = (typeof DECISION_STATES)[number];

/** How another moderator answered the member's one appeal. */
export const APPEAL_OUTCOMES = ['upheld', 'overturned'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** What holds a member back while a decision is in force: suspended until a date, or banned. */
export const RESTRICTIONS = ['suspended', 'banned'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];
