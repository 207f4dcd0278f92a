ALTER TABLE "properties" ADD COLUMN "premium_by_promotion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "is_featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "is_urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "premium_by_promotion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "is_featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_active_featured_idx" ON "properties" USING btree ("type","created_at" DESC NULLS FIRST) WHERE "properties"."is_featured" and not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "property_promotions_active_ends_idx" ON "property_promotions" USING btree ("ends_at") WHERE "property_promotions"."is_active";--> statement-breakpoint
CREATE INDEX "service_promotions_active_ends_idx" ON "service_promotions" USING btree ("ends_at") WHERE "service_promotions"."is_active";