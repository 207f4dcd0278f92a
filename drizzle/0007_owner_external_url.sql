DROP INDEX "properties_source_external_url_key";--> statement-breakpoint
CREATE UNIQUE INDEX "properties_owner_source_external_url_key" ON "properties" USING btree ("user_id","source","external_url");