ALTER TABLE "profiles" ADD COLUMN "looking_for_min_age" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "looking_for_max_age" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "longitude" double precision;