ALTER TABLE "sites" ADD COLUMN "photo_moderation" text DEFAULT 'post' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "review" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_pending_idx" ON "photos" USING btree ("created_at","id") WHERE review = 'pending';