CREATE TABLE "member_days" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "member_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "payment_reversals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"day" date NOT NULL,
	"site_id" integer NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"activations" integer DEFAULT 0 NOT NULL,
	"first_purchases" integer DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"messages_member" integer DEFAULT 0 NOT NULL,
	"messages_fictional" integer DEFAULT 0 NOT NULL,
	"messages_operator" integer DEFAULT 0 NOT NULL,
	"cohort_size" integer DEFAULT 0 NOT NULL,
	"retained_7" integer DEFAULT 0 NOT NULL,
	"retained_30" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_daily_day_site_id_pk" PRIMARY KEY("day","site_id")
);
--> statement-breakpoint
CREATE TABLE "stats_daily_revenue" (
	"day" date NOT NULL,
	"site_id" integer NOT NULL,
	"country" text NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"gross_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"charged_back_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_daily_revenue_day_site_id_country_method_currency_pk" PRIMARY KEY("day","site_id","country","method","currency")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_days" ADD CONSTRAINT "member_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_daily" ADD CONSTRAINT "stats_daily_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_daily_revenue" ADD CONSTRAINT "stats_daily_revenue_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_days_day_site_idx" ON "member_days" USING btree ("day","site_id");--> statement-breakpoint
CREATE INDEX "payment_reversals_created_idx" ON "payment_reversals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_reversals_order_idx" ON "payment_reversals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_activated_idx" ON "users" USING btree ("activated_at") WHERE activated_at is not null;--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE paid_at is not null;--> statement-breakpoint
-- Activation times before this column: the used activation link where one is left, else the sign-up time.
UPDATE "users" u SET "activated_at" = coalesce(
  (SELECT min(t."used_at") FROM "email_tokens" t WHERE t."user_id" = u."id" AND t."purpose" = 'activate' AND t."used_at" IS NOT NULL),
  u."created_at")
WHERE u."status" = 'confirmed' AND u."activated_at" IS NULL;--> statement-breakpoint
-- Refunds and chargebacks before this table: on the order's last change, the best time left.
INSERT INTO "payment_reversals" ("order_id", "kind", "amount_cents", "created_at")
SELECT o."id", 'refund', o."refunded_cents", o."updated_at" FROM "orders" o WHERE o."refunded_cents" > 0;--> statement-breakpoint
INSERT INTO "payment_reversals" ("order_id", "kind", "amount_cents", "created_at")
SELECT o."id", 'chargeback', o."amount_cents" - o."refunded_cents", o."updated_at" FROM "orders" o
WHERE o."status" = 'charged_back' AND o."amount_cents" > o."refunded_cents";
