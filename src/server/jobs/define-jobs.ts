import 'server-only';
import { getContainer } from '../container';
import type { Every, JobRunner } from '../adapters/jobs/job-runner';
import { LINK_MAIL_JOB, sendLinkMail, type LinkMailPayload } from '../services/mail/send-link-mail';
import { NOTICE_MAIL_JOB, sendNoticeMail, type NoticeMailPayload } from '../services/mail/notice-mail';
import { PHOTO_REJECTED_MAIL_JOB, sendPhotoRejectedMail, type PhotoRejectedMailPayload } from '../services/mail/photo-rejected-mail';
import { COMPLAINT_MAIL_JOB, sendComplaintMail, type ComplaintMailPayload } from '../services/reports/complaint-mail';
import { DECISION_MAIL_JOB, sendDecisionMail, type DecisionMailPayload } from '../services/moderation/decision-mail';
import { purgeExpired } from './purge-expired';
import { eraseDeletedAccounts } from '../services/account/erase-deleted-accounts';
import { sweepOrphanPhotos } from '../services/photos/sweep-orphan-photos';
import { SEND_PUSH_JOB, sendMemberPush, type SendPushPayload } from '../services/push/send-member-push';
import { isSimulator, MOLLIE_LIKE_RETRY } from '../adapters/payments/simulator/simulator-provider';
import { SIMULATOR_WEBHOOK_JOB, type SimulatorWebhookPayload } from '../adapters/payments/simulator/simulator-webhook';
import { RECEIPT_MAIL_JOB, sendReceiptMail, type ReceiptPayload } from '../services/payments/send-receipt-mail';
import { RECONCILE_JOB, reconcileOrders } from '../services/payments/reconcile-orders';
import { BUILD_EXPORT_JOB, buildExport, type BuildExportPayload } from '../services/exports/build-export';
import { sendNotificationMail } from '../services/notification-mails/notification-mail-job';
import { NOTIFICATION_MAIL_JOB, type NotificationMailPayload } from '../services/notification-mails/notification-mail-payload';
import { queueUnreadReminders, UNREAD_REMINDERS_JOB } from '../services/notification-mails/unread-reminders';
import { BOUNCE_MAILBOX_JOB, readBounceMailbox } from '../services/notifications/read-bounce-mailbox';
import { LIFT_SUSPENSIONS_JOB, liftExpiredSuspensions } from '../services/moderation/lift-expired-suspensions';
import { runStatsRollup, STATS_ROLLUP_JOB, type StatsRollupPayload } from '../services/stats/stats-rollup-job';
import { log } from '../log';

export const PURGE_EXPIRED_JOB = 'purge-expired';
export const SWEEP_PHOTOS_JOB = 'sweep-orphan-photos';

/**
 * Every job this application runs. Handlers read the process container when they run, not when they
 * are defined, so they see the adapters the process uses now.
 */
export function defineJobs(jobs: JobRunner): void {
  // Periodic: a failed purge is simply done by the next tick.
  jobs.handle(
    PURGE_EXPIRED_JOB,
    async () => {
      const { db, storage } = getContainer();
      await purgeExpired(db, new Date());
      const erased = await eraseDeletedAccounts({ db, storage }, new Date());
      log.info(`${PURGE_EXPIRED_JOB}: expired rows purged, ${erased} deleted accounts erased (pid ${process.pid})`);
    },
    { retryLimit: 0, retryDelaySeconds: 0 },
  );
  // Files a crashed upload or deletion left behind; only those old enough that no upload still owns them.
  jobs.handle(
    SWEEP_PHOTOS_JOB,
    async () => {
      const { db, storage } = getContainer();
      const result = await sweepOrphanPhotos(db, storage);
      if (result.removed || result.published) log.info(`${SWEEP_PHOTOS_JOB}: ${result.published} published, ${result.removed} removed`);
    },
    { retryLimit: 0, retryDelaySeconds: 0 },
  );
  jobs.handle<LinkMailPayload>(LINK_MAIL_JOB, (payload) => sendLinkMail(getContainer(), payload));
  // A push is news only for a while: a few quick retries, then it is dropped (the poll still shows it).
  jobs.handle<SendPushPayload>(SEND_PUSH_JOB, (payload) => sendMemberPush(getContainer(), payload), { retryLimit: 3, retryDelaySeconds: 2 });
  jobs.handle<BuildExportPayload>(BUILD_EXPORT_JOB, (payload) => buildExport(getContainer(), payload));
  jobs.handle<NoticeMailPayload>(NOTICE_MAIL_JOB, (payload) => sendNoticeMail(getContainer(), payload));
  jobs.handle<PhotoRejectedMailPayload>(PHOTO_REJECTED_MAIL_JOB, (payload) => sendPhotoRejectedMail(getContainer(), payload));
  jobs.handle<ComplaintMailPayload>(COMPLAINT_MAIL_JOB, (payload) => sendComplaintMail(getContainer(), payload));
  jobs.handle<DecisionMailPayload>(DECISION_MAIL_JOB, (payload) => sendDecisionMail(getContainer(), payload));
  jobs.handle<ReceiptPayload>(RECEIPT_MAIL_JOB, (payload) => sendReceiptMail(getContainer(), payload));
  // The simulator calls our webhook like Mollie: until it answers 2xx, on Mollie's schedule.
  jobs.handle<SimulatorWebhookPayload>(
    SIMULATOR_WEBHOOK_JOB,
    async (payload) => {
      const { payments } = getContainer();
      if (isSimulator(payments)) await payments.deliverWebhook(payload.paymentId);
    },
    MOLLIE_LIKE_RETRY,
  );
  jobs.handle<NotificationMailPayload>(NOTIFICATION_MAIL_JOB, (payload) => sendNotificationMail(getContainer(), payload));
  // Periodic: a member missed by a failed run is found again by the next (the claim is made per member).
  jobs.handle(
    UNREAD_REMINDERS_JOB,
    async () => {
      const queued = await queueUnreadReminders(getContainer());
      if (queued) log.info(`${UNREAD_REMINDERS_JOB}: ${queued} reminders queued`);
    },
    { retryLimit: 0, retryDelaySeconds: 0 },
  );
  jobs.handle(
    BOUNCE_MAILBOX_JOB,
    async () => {
      const { db, bounceMailDir } = getContainer();
      if (!bounceMailDir) return;
      const result = await readBounceMailbox(db, bounceMailDir);
      if (result.done || result.failed) log.info(`${BOUNCE_MAILBOX_JOB}: ${result.done} reports applied, ${result.failed} unreadable`);
    },
    { retryLimit: 0, retryDelaySeconds: 0 },
  );
  // Periodic: a suspension not lifted by a failed run is lifted by the next (logins do not wait for it).
  jobs.handle(
    LIFT_SUSPENSIONS_JOB,
    async () => {
      const lifted = await liftExpiredSuspensions(getContainer().db, new Date());
      if (lifted) log.info(`${LIFT_SUSPENSIONS_JOB}: ${lifted} suspensions lifted`);
    },
    { retryLimit: 0, retryDelaySeconds: 0 },
  );
  // Periodic (every few minutes, idempotent): a failed run is done by the next; with a range, on demand.
  jobs.handle<StatsRollupPayload>(STATS_ROLLUP_JOB, (payload) => runStatsRollup(getContainer(), payload), { retryLimit: 2, retryDelaySeconds: 30 });
  // Periodic: a payment it could not check is simply checked on the next tick.
  jobs.handle(RECONCILE_JOB, async () => void (await reconcileOrders(getContainer())), { retryLimit: 0, retryDelaySeconds: 0 });
}

/** The periodic jobs; each instance declares them, the runner runs each tick once per cluster. */
export async function scheduleJobs(jobs: JobRunner, purgeEvery: Every, reconcileEvery: Every = { minutes: 5 }): Promise<void> {
  await jobs.schedule(RECONCILE_JOB, reconcileEvery);
  await jobs.schedule(PURGE_EXPIRED_JOB, purgeEvery);
  await jobs.schedule(SWEEP_PHOTOS_JOB, purgeEvery);
  await jobs.schedule(UNREAD_REMINDERS_JOB, { minutes: 15 });
  await jobs.schedule(BOUNCE_MAILBOX_JOB, { minutes: 5 });
  // Each minute: a suspended member shows in lists again at most a minute after the end.
  await jobs.schedule(LIFT_SUSPENSIONS_JOB, { minutes: 1 });
  await jobs.schedule(STATS_ROLLUP_JOB, { minutes: 5 });
}
