ALTER TABLE "properties" ADD COLUMN "refreshed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "renew_token" text;--> statement-breakpoint
-- Listings already published keep their last change as "odświeżono", but at least ten days of
-- life from this release, so that none expires the day lifetimes begin.
UPDATE "properties" SET "refreshed_at" = greatest("updated_at", now() - interval '20 days');--> statement-breakpoint
CREATE UNIQUE INDEX "properties_renew_token_key" ON "properties" USING btree ("renew_token");--> statement-breakpoint
CREATE INDEX "properties_active_refreshed_idx" ON "properties" USING btree ("refreshed_at") WHERE not "properties"."is_archived";