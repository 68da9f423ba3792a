CREATE TABLE "banned_addresses" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"decision_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"report_id" bigint,
	"member_id" integer,
	"site_id" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"action" text NOT NULL,
	"ground" text DEFAULT 'other' NOT NULL,
	"reason" text NOT NULL,
	"days" integer,
	"photo_id" integer,
	"state" text DEFAULT 'in_force' NOT NULL,
	"ends_at" timestamp with time zone,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decided_by" integer NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"appeal_text" text,
	"appealed_at" timestamp with time zone,
	"appeal_outcome" text,
	"appeal_reason" text,
	"appeal_decided_by" integer,
	"appeal_decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_decisions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "restriction" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "restricted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "restriction_decision_id" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "moderation_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banned_addresses" ADD CONSTRAINT "banned_addresses_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_confirmed_by_staff_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_appeal_decided_by_staff_id_fk" FOREIGN KEY ("appeal_decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_decisions_member_idx" ON "moderation_decisions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_report_idx" ON "moderation_decisions" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_pending_idx" ON "moderation_decisions" USING btree ("created_at") WHERE state = 'pending_confirmation';--> statement-breakpoint
CREATE INDEX "moderation_decisions_appeal_idx" ON "moderation_decisions" USING btree ("appealed_at") WHERE appealed_at is not null and appeal_outcome is null;