ALTER TABLE "services" ADD COLUMN "offered_services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "warranty_months" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "contact_person" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_warranty_months_check" CHECK ("services"."warranty_months" is null or ("services"."warranty_months" >= 0 and "services"."warranty_months" <= 600));