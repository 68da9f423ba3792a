DROP INDEX "profiles_search_idx";--> statement-breakpoint
DROP INDEX "profiles_search_dob_idx";--> statement-breakpoint
DROP INDEX "profiles_active_idx";--> statement-breakpoint
CREATE INDEX "users_hidden_idx" ON "users" USING btree ("id") WHERE deleted_at is not null or invisible;--> statement-breakpoint
CREATE INDEX "profiles_search_filter_idx" ON "profiles" USING btree ("gender","country","date_of_birth","user_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "profiles_search_recent_idx" ON "profiles" USING btree ("gender","country","last_active_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "profiles_active_idx" ON "profiles" USING btree ("last_active_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST) WHERE status = 'active';