CREATE TABLE "discount_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "discount_redemptions_code_user_unique";--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD COLUMN "code_key" text;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
UPDATE "discount_redemptions" r SET "code_key" = upper(c."code") FROM "discount_codes" c WHERE c."id" = r."code_id";--> statement-breakpoint
ALTER TABLE "discount_redemptions" ALTER COLUMN "code_key" SET NOT NULL;--> statement-breakpoint
UPDATE "discount_redemptions" r SET "released_at" = now() FROM "orders" o WHERE o."id" = r."order_id" AND o."status" IN ('failed', 'canceled', 'expired');--> statement-breakpoint
UPDATE "discount_redemptions" r SET "released_at" = now() WHERE r."released_at" IS NULL AND EXISTS (SELECT 1 FROM "discount_redemptions" e WHERE e."user_id" = r."user_id" AND e."code_key" = r."code_key" AND e."released_at" IS NULL AND e."id" < r."id");--> statement-breakpoint
ALTER TABLE "discount_grants" ADD CONSTRAINT "discount_grants_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_grants" ADD CONSTRAINT "discount_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_grants_user_code_unique" ON "discount_grants" USING btree ("user_id","code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_live_user_code_unique" ON "discount_redemptions" USING btree ("user_id","code_key") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "discount_redemptions_live_code_idx" ON "discount_redemptions" USING btree ("code_id") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "discount_redemptions_order_idx" ON "discount_redemptions" USING btree ("order_id");