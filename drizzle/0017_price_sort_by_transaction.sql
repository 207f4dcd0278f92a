DROP INDEX "properties_active_price_idx";--> statement-breakpoint
DROP INDEX "properties_active_location_price_idx";--> statement-breakpoint
CREATE INDEX "properties_active_transaction_price_idx" ON "properties" USING btree ("transaction_type","price") WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_price_idx" ON "properties" USING btree ("type","transaction_type","price") WHERE not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_active_location_price_idx" ON "properties" USING btree ("location","transaction_type","price") WHERE not "properties"."is_archived";