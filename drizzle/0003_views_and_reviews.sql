CREATE TABLE "property_view_visitors" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "property_view_visitors_property_id_day_visitor_pk" PRIMARY KEY("property_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "service_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_reviews_rating_check" CHECK ("service_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_view_visitors" (
	"service_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "service_view_visitors_service_id_day_visitor_pk" PRIMARY KEY("service_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "property_view_visitors" ADD CONSTRAINT "property_view_visitors_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_view_visitors" ADD CONSTRAINT "service_view_visitors_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_view_visitors_day_idx" ON "property_view_visitors" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "service_reviews_service_user_key" ON "service_reviews" USING btree ("service_id","user_id");--> statement-breakpoint
CREATE INDEX "service_reviews_service_idx" ON "service_reviews" USING btree ("service_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_view_visitors_day_idx" ON "service_view_visitors" USING btree ("day");