ALTER TABLE "reports" DROP CONSTRAINT "reports_reporter_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reported_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reported_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "source" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "notifier_email" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "subject" text DEFAULT 'profile' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "ground" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reference_unique" UNIQUE("reference");--> statement-breakpoint
-- Members' reports from before the queue: their site and language from the reporter, the common reason from theirs.
UPDATE "reports" SET "site_id" = "users"."site_id", "language" = coalesce("users"."language", 'en') FROM "users" WHERE "users"."id" = "reports"."reporter_id";--> statement-breakpoint
UPDATE "reports" SET "ground" = CASE "reason" WHEN 'underage' THEN 'minor' WHEN 'fake' THEN 'impersonation' WHEN 'scam' THEN 'scam' WHEN 'offensive' THEN 'harassment' ELSE 'other' END;--> statement-breakpoint
UPDATE "reports" SET "status" = 'decided' WHERE "status" = 'handled';
