ALTER TABLE "properties" ADD COLUMN "market" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "building_type" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floors_total" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "heating" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "elevator" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "outdoor" text[];--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ownership" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rent_additional" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "plot_area" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "plot_type" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "utilities" text[];--> statement-breakpoint
CREATE INDEX "properties_active_year_built_idx" ON "properties" USING btree ("type","year_built") WHERE not "properties"."is_archived" and "properties"."year_built" is not null;--> statement-breakpoint
CREATE INDEX "properties_active_plot_area_idx" ON "properties" USING btree ("type","plot_area") WHERE not "properties"."is_archived" and "properties"."plot_area" is not null;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_market_check" CHECK ("properties"."market" is null or "properties"."market" in ('pierwotny', 'wtorny'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_building_type_check" CHECK ("properties"."building_type" is null or "properties"."building_type" in ('blok', 'kamienica', 'apartamentowiec', 'wolnostojacy', 'blizniak', 'szeregowiec', 'gospodarstwo', 'inny'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_condition_check" CHECK ("properties"."condition" is null or "properties"."condition" in ('do-zamieszkania', 'do-remontu', 'do-wykonczenia', 'stan-deweloperski'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_heating_check" CHECK ("properties"."heating" is null or "properties"."heating" in ('miejskie', 'gazowe', 'elektryczne', 'kotlownia', 'pompa-ciepla', 'piec', 'inne'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_parking_check" CHECK ("properties"."parking" is null or "properties"."parking" in ('brak', 'naziemne', 'garaz'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_ownership_check" CHECK ("properties"."ownership" is null or "properties"."ownership" in ('pelna-wlasnosc', 'spoldzielcze', 'uzytkowanie-wieczyste', 'udzial', 'inne'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_plot_type_check" CHECK ("properties"."plot_type" is null or "properties"."plot_type" in ('budowlana', 'rolna', 'rolno-budowlana', 'rekreacyjna', 'lesna', 'inwestycyjna'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_outdoor_check" CHECK ("properties"."outdoor" is null or "properties"."outdoor" <@ array['balkon', 'loggia', 'taras', 'ogrod']::text[]);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_utilities_check" CHECK ("properties"."utilities" is null or "properties"."utilities" <@ array['prad', 'woda', 'gaz', 'kanalizacja']::text[]);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_floor_check" CHECK ("properties"."floor" is null or "properties"."floor" between -1 and 40);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_floors_total_check" CHECK ("properties"."floors_total" is null or "properties"."floors_total" >= 0);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_year_built_check" CHECK ("properties"."year_built" is null or "properties"."year_built" >= 1000);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_fees_check" CHECK (coalesce("properties"."rent_additional", 0) >= 0 and coalesce("properties"."deposit", 0) >= 0);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_plot_area_check" CHECK ("properties"."plot_area" is null or "properties"."plot_area" >= 0);