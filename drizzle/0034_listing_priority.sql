DROP INDEX "properties_active_default_idx";--> statement-breakpoint
DROP INDEX "properties_active_type_default_idx";--> statement-breakpoint
DROP INDEX "properties_active_type_location_default_idx";--> statement-breakpoint
DROP INDEX "properties_active_transaction_default_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_owner_priority_idx" ON "properties" USING btree ("user_id") WHERE "properties"."owner_priority";--> statement-breakpoint
CREATE INDEX "properties_active_default_idx" ON "properties" USING btree ("is_own" DESC NULLS FIRST,"owner_priority" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"user_id","search_text") WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_type_default_idx" ON "properties" USING btree ("type","is_own" DESC NULLS FIRST,"owner_priority" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_type_location_default_idx" ON "properties" USING btree ("type","location","is_own" DESC NULLS FIRST,"owner_priority" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_transaction_default_idx" ON "properties" USING btree ("transaction_type","type","is_own" DESC NULLS FIRST,"owner_priority" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "properties"."is_archived";