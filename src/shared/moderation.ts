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
