DROP INDEX "properties_title_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_address_trgm_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(title || ' ' || coalesce(address, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_active_search_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops) WHERE not "properties"."is_archived";