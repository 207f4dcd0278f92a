ALTER TABLE "properties" ADD COLUMN "lat" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lng" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "show_exact_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_point_check" CHECK (("properties"."lat" is null) = ("properties"."lng" is null));